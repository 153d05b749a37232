// Endpoints of the classroom context for learners (spec §7 paths where the spec names them: /api/class/sign,
// /api/question/student). Teachers' are in teacher-endpoints.ts, the back office's in admin-endpoints.ts.
import type { Paged } from '../envelope'
import type {
  AttendanceRecord, CheckInInput, CheckInResult, ClassDetail, ClassNotice, ClassPhoto, ClassSession, ClassSessionsQuery,
  LeaveInput, LeaveListQuery, LeaveRequest, MyAttendanceQuery, NoticeSubscribeInput, NoticeTemplates, Rating,
  RatingInput, RatingListQuery, RatingTarget, TimetableQuery
} from './shapes'
import type { PageQuery } from '../envelope'
import { define } from '../define'

export const getClassDetail = define<{ response: ClassDetail }>()({
  method: 'GET', path: '/api/class/classes/:id', access: 'optional',
  summary: 'One class (班级详情): teacher, venue, schedule, classmates count, status, and the caller\'s seat'
})
export const listClassSessions = define<{ query: ClassSessionsQuery; response: Paged<ClassSession> }>()({
  method: 'GET', path: '/api/class/classes/:id/sessions', access: 'optional',
  summary: 'The sessions of a class, upcoming (soonest first) or past (latest first)'
})
export const getTimetable = define<{ query: TimetableQuery; response: ClassSession[] }>()({
  method: 'GET', path: '/api/class/timetable', access: 'user',
  summary: 'My sessions between two dates (at most 62 days), by start time (课表)'
})
export const listClassPhotos = define<{ query: PageQuery; response: Paged<ClassPhoto> }>()({
  method: 'GET', path: '/api/class/classes/:id/photos', access: 'optional', summary: 'Wonderful moments of a class, newest first'
})
export const checkIn = define<{ body: CheckInInput; response: CheckInResult }>()({
  method: 'POST', path: '/api/class/sign', access: 'user',
  summary: 'Check in with the rotating QR payload or its 6-digit code (current or previous 30 s window, once per session)'
})
export const listMyAttendance = define<{ query: MyAttendanceQuery; response: Paged<AttendanceRecord> }>()({
  method: 'GET', path: '/api/class/sign', access: 'user', summary: 'My attendance per session (签到详情), latest first'
})
export const askLeave = define<{ body: LeaveInput; response: LeaveRequest }>()({
  method: 'POST', path: '/api/class/leaves', access: 'user', summary: 'Ask leave for one of my sessions not started yet'
})
export const listMyLeaves = define<{ query: LeaveListQuery; response: Paged<LeaveRequest> }>()({
  method: 'GET', path: '/api/class/leaves', access: 'user', summary: 'My leave requests, newest first'
})
export const withdrawLeave = define<{ response: LeaveRequest }>()({
  method: 'POST', path: '/api/class/leaves/:id/withdraw', access: 'user', summary: 'Withdraw my pending leave request'
})
export const listRatingTargets = define<{ query: RatingListQuery; response: Paged<RatingTarget> }>()({
  method: 'GET', path: '/api/question/student', access: 'user',
  summary: 'Sessions I attended, each with my rating of it and its teacher (null until rated)'
})
export const rateSession = define<{ body: RatingInput; response: Rating }>()({
  method: 'POST', path: '/api/question/student', access: 'user',
  summary: 'Rate a session I attended and its teacher, once (the comment passes the content check)'
})
export const listClassNotices = define<{ query: PageQuery; response: Paged<ClassNotice> }>()({
  method: 'GET', path: '/api/class/notices', access: 'user', summary: 'Reminders I was sent, newest first'
})
export const getNoticeTemplates = define<{ response: NoticeTemplates }>()({
  method: 'GET', path: '/api/class/notices/templates', access: 'user',
  summary: 'WeChat subscription-message template ids to ask for (empty when not configured)'
})
export const subscribeNotices = define<{ body: NoticeSubscribeInput; response: { accepted: number } }>()({
  method: 'POST', path: '/api/class/notices/subscribe', access: 'user',
  summary: 'Record the templates the user accepted in requestSubscribeMessage (one message each)'
})
