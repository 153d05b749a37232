// The paged lists of the about pages: teachers (pages/home/teachTeam), partners (hezuo), stories (story).
import { usePagedList } from '@/shared/use-paged-list'
import { listPartners, listStories, listTeachers } from './api'

export const useTeacherList = () => usePagedList(listTeachers)
export const usePartnerList = () => usePagedList(listPartners)
export const useStoryList = () => usePagedList(listStories)
