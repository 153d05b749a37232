// Classroom contract for teachers (pages/private/teacher/*, pages/course/signEwm, signDetail, pages/student/info).
// A teacher sees only the classes they teach (a teacher of the class or of one of its sessions), checked on the
// server in the same query. Plain types only.
import type { ClassStatus } from '../catalog/constants'
import type { PageQuery } from '../envelope'
import type { MyClassState } from '../learning/shapes'
import type { AttendanceMethod, AttendanceStatus, LeaveStatus } from './constants'
import type { AttendanceRecord, ClassSession, LeaveRequest, PersonRef, Venue } from './shapes'

export interface TeacherClassListQuery extends PageQuery {
  state?: MyClassState
}

/** pages/private/teacher/class: a class I teach. */
export interface TeacherClass {
  id: number
  goods: { id: number; title: string; cover: string }
  name: string
  city: string
  startDate: string
  endDate: string
  schedule: string
  status: ClassStatus
  venue: Venue | null
  learners: number
  sessionsTotal: number
  sessionsDone: number
  nextSession: ClassSession | null
}

/** pages/private/teacher/teacherCourse: the goods (courses) I teach classes of. */
export interface TeacherCourse {
  goods: { id: number; title: string; cover: string }
  classes: number
  learners: number
}

/** GET /api/class/sign/arrange (我的班级安排): my sessions with their attendance counts. */
export interface TeacherSessionQuery extends PageQuery {
  classId?: number
  when?: 'upcoming' | 'past'
}

export interface TeacherSession extends ClassSession {
  expected: number
  present: number
  late: number
  leave: number
  absent: number
}

/** pages/course/signEwm: the rotating code. `payload` goes into the QR image; `code` is shown under it. */
export interface CheckInCode {
  sessionId: number
  payload: string
  code: string
  /** When this code stops being current (the previous one is still accepted for one more window). */
  expiresAt: string
  rotateSeconds: number
  serverTime: string
}

/** One learner's row in a session's attendance (teacher and staff). */
export interface AttendanceRow {
  learner: PersonRef & { phone: string }
  status: AttendanceStatus | null
  method: AttendanceMethod | null
  checkedInAt: string | null
  remark: string
  leave: LeaveStatus | null
}

export interface SessionAttendance {
  session: TeacherSession
  rows: AttendanceRow[]
}

/** POST /api/class/sign/arrange: the teacher marks a learner by hand. */
export interface MarkAttendanceInput {
  sessionId: number
  userId: number
  status: AttendanceStatus
}

/** POST /api/class/sign/remark. */
export interface AttendanceRemarkInput {
  sessionId: number
  userId: number
  remark: string
}

/** A class's attendance for signDetail on the teacher's side: per learner, totals over the sessions held. */
export interface ClassAttendance {
  classId: number
  sessionsHeld: number
  learners: { learner: PersonRef; present: number; late: number; leave: number; absent: number }[]
}

export interface ClassLearner {
  learner: PersonRef & { phone: string }
  seatId: number
  joinedAt: string
  present: number
  absent: number
  leave: number
}

/** A learner's leave request as the teacher reviews it. */
export interface TeacherLeaveRequest extends LeaveRequest {
  learner: PersonRef
}

export interface TeacherLeaveQuery extends PageQuery {
  status?: LeaveStatus
  classId?: number
}

export interface LeaveReviewInput {
  /** Required when rejecting; optional when approving. */
  reply?: string
}

/** The teacher's own leave (addLeaveAsk), reviewed by academic staff in the back office. */
export interface OwnLeaveInput {
  startsAt: string
  endsAt: string
  reason: string
}

export interface OwnLeave {
  id: number
  startsAt: string
  endsAt: string
  reason: string
  status: LeaveStatus
  reply: string
  createdAt: string
  reviewedAt: string | null
}

/** pages/private/teacher/question: ratings I received. */
export interface ReceivedRating {
  id: number
  sessionId: number
  sessionTitle: string
  className: string
  startsAt: string
  sessionScore: number
  teacherScore: number
  comment: string
  /** Ratings are anonymous to the teacher: no learner named. */
  createdAt: string
}

export interface RatingSummary {
  count: number
  /** Averages to one decimal; null when no rating yet. */
  teacherScore: number | null
  sessionScore: number | null
}

/** pages/student/info (学员信息): a learner's record, for that learner's teachers and staff only. */
export interface StudentInfo {
  profile: PersonRef & { phone: string; gender: string }
  classes: { classId: number; name: string; startDate: string; endDate: string; status: ClassStatus; seatStatus: string }[]
  attendance: AttendanceRecord[]
  homework: { submitted: number; pending: number; approved: number; rejected: number }
  /** Filled when the exams context lands; [] until then. */
  exams: { name: string; score: number | null; passed: boolean | null; date: string }[]
}
