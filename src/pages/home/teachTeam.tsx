// 讲师团队: the visible teachers by sort, paged (more on reaching the bottom), shareable in the mini-program.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { TeacherList } from '@/features/about/components/about-lists'
import { useTeacherList } from '@/features/about/use-lists'
import { useListPage } from '@/features/about/use-list-page'
import './about-pages.scss'

function TeachTeamPage() {
  const list = useTeacherList()
  useListPage('teachTeam', list)
  return <View className='about-pages about-pages__list' data-testid='page-teach-team'><TeacherList list={list} /></View>
}

export default observer(TeachTeamPage)
