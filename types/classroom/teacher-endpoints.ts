// Endpoints for teachers (and staff where sensible): their classes, sessions, check-in code, attendance, leave
// review, own leave, ratings received, a learner's record. Scope (own classes) is checked in the same SQL query.
import type { Paged, PageQuery } from '../envelope'
import type {
  AttendanceRemarkInput, AttendanceRow, CheckInCode, ClassAttendance, ClassLearner, LeaveReviewInput,
  MarkAttendanceInput, OwnLeave, OwnLeaveInput, RatingSummary, ReceivedRating, SessionAttendance, StudentInfo,
  TeacherClass, TeacherClassListQuery, TeacherCourse, TeacherLeaveQuery, TeacherLeaveRequest, TeacherSession,
  TeacherSessionQuery
} from './teacher-shapes'
import { define } from '../define'

const teacher = { roles: ['teacher'] } as const
/** Teacher's own scope, or staff who run classes (they see every class). */
const teacherOrStaff = { roles: ['teacher', 'academic', 'admin'] } as const

export const listTeacherCourses = define<{ query: PageQuery; response: Paged<TeacherCourse> }>()({
  method: 'GET', path: '/api/teacher/courses', access: teacher, summary: 'Goods I teach classes of (讲师课程)'
})
export const listTeacherClasses = define<{ query: TeacherClassListQuery; response: Paged<TeacherClass> }>()({
  method: 'GET', path: '/api/teacher/classes', access: teacher, summary: 'Classes I teach, ongoing first (我的班级)'
})
export const getTeacherClass = define<{ response: TeacherClass }>()({
  method: 'GET', path: '/api/teacher/classes/:id', access: teacherOrStaff, summary: 'One class I teach'
})
export const listClassLearners = define<{ query: PageQuery; response: Paged<ClassLearner> }>()({
  method: 'GET', path: '/api/teacher/classes/:id/learners', access: teacherOrStaff, summary: 'Learners holding a seat in my class'
})
export const getClassAttendance = define<{ response: ClassAttendance }>()({
  method: 'GET', path: '/api/teacher/classes/:id/attendance', access: teacherOrStaff,
  summary: 'Attendance totals per learner over the sessions held (签到详情, teacher side)'
})
export const listTeacherSessions = define<{ query: TeacherSessionQuery; response: Paged<TeacherSession> }>()({
  method: 'GET', path: '/api/class/sign/arrange', access: teacherOrStaff,
  summary: 'My sessions with attendance counts (我的班级安排)'
})
export const markAttendance = define<{ body: MarkAttendanceInput; response: AttendanceRow }>()({
  method: 'POST', path: '/api/class/sign/arrange', access: teacherOrStaff, summary: 'Mark a learner\'s attendance by hand'
})
export const remarkAttendance = define<{ body: AttendanceRemarkInput; response: AttendanceRow }>()({
  method: 'POST', path: '/api/class/sign/remark', access: teacherOrStaff, summary: 'A remark on a learner\'s attendance'
})
export const getSessionAttendance = define<{ response: SessionAttendance }>()({
  method: 'GET', path: '/api/teacher/sessions/:id/attendance', access: teacherOrStaff,
  summary: 'Every learner of a session with their check-in, leave and remark'
})
export const getCheckInCode = define<{ response: CheckInCode }>()({
  method: 'GET', path: '/api/teacher/sessions/:id/check-in-code', access: teacherOrStaff,
  summary: 'The rotating signed check-in code of my session (签到二维码): poll every rotateSeconds'
})
export const listLeaveRequests = define<{ query: TeacherLeaveQuery; response: Paged<TeacherLeaveRequest> }>()({
  method: 'GET', path: '/api/teacher/leaves', access: teacherOrStaff, summary: 'Leave requests of learners in my classes'
})
export const approveLeave = define<{ body: LeaveReviewInput; response: TeacherLeaveRequest }>()({
  method: 'POST', path: '/api/teacher/leaves/:id/approve', access: teacherOrStaff, summary: 'Approve a pending leave request (the learner is told)'
})
export const rejectLeave = define<{ body: LeaveReviewInput; response: TeacherLeaveRequest }>()({
  method: 'POST', path: '/api/teacher/leaves/:id/reject', access: teacherOrStaff, summary: 'Reject a pending leave request with a reply'
})
export const listOwnLeaves = define<{ query: PageQuery; response: Paged<OwnLeave> }>()({
  method: 'GET', path: '/api/teacher/own-leaves', access: teacher, summary: 'My own leave requests with status (请假申请)'
})
export const askOwnLeave = define<{ body: OwnLeaveInput; response: OwnLeave }>()({
  method: 'POST', path: '/api/teacher/own-leaves', access: teacher, summary: 'Ask leave myself (添加请假申请); academic staff review it'
})
export const listReceivedRatings = define<{ query: PageQuery; response: Paged<ReceivedRating> }>()({
  method: 'GET', path: '/api/teacher/ratings', access: teacher, summary: 'Ratings I received, newest first (评估)'
})
export const getRatingSummary = define<{ response: RatingSummary }>()({
  method: 'GET', path: '/api/teacher/ratings/summary', access: teacher, summary: 'How many ratings I received and their averages'
})
export const getStudentInfo = define<{ response: StudentInfo }>()({
  method: 'GET', path: '/api/student/info/:id', access: teacherOrStaff,
  summary: 'A learner\'s record (学员信息): only for that learner\'s teachers and staff; anyone else gets not found'
})
