// The teaching area's calls, through the classroom contract's teacher endpoints (types/classroom/teacher-endpoints.ts).
import * as api from '@contract/classroom/teacher-endpoints'
import type { PageQuery } from '@contract/envelope'
import type {
  MarkAttendanceInput, OwnLeaveInput, TeacherClassListQuery, TeacherLeaveQuery, TeacherSessionQuery
} from '@contract/classroom/teacher-shapes'
import { call } from '@/shared/request'

export const listTeacherCourses = (query: PageQuery) => call(api.listTeacherCourses, { query })
export const listTeacherClasses = (query: TeacherClassListQuery) => call(api.listTeacherClasses, { query })
export const getTeacherClass = (id: number) => call(api.getTeacherClass, { params: { id } })
export const listTeacherSessions = (query: TeacherSessionQuery) => call(api.listTeacherSessions, { query })
export const getSessionAttendance = (id: number, quiet = false) => call(api.getSessionAttendance, { params: { id } }, { quiet })
export const markAttendance = (body: MarkAttendanceInput) => call(api.markAttendance, { body })
export const getCheckInCode = (id: number, quiet = false) => call(api.getCheckInCode, { params: { id } }, { quiet })
export const listLeaveRequests = (query: TeacherLeaveQuery) => call(api.listLeaveRequests, { query })
export const approveLeave = (id: number, reply?: string) => call(api.approveLeave, { params: { id }, body: reply ? { reply } : {} })
export const rejectLeave = (id: number, reply: string) => call(api.rejectLeave, { params: { id }, body: { reply } })
export const listOwnLeaves = (query: PageQuery) => call(api.listOwnLeaves, { query })
export const askOwnLeave = (body: OwnLeaveInput) => call(api.askOwnLeave, { body })
export const listReceivedRatings = (query: PageQuery) => call(api.listReceivedRatings, { query })
export const getRatingSummary = () => call(api.getRatingSummary, {})
export const getStudentInfo = (id: number) => call(api.getStudentInfo, { params: { id } })
