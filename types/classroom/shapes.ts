// Classroom contract for learners: a class's detail, sessions (timetable), wonderful photos, check-in, attendance,
// leave, ratings and notices. Plain types only (no zod): the app imports them; the server validates with its own
// schemas (server/src/contexts/classroom/*/schemas.ts). Times are ISO strings (UTC), dates 'YYYY-MM-DD' China time.
import type { ClassStatus } from '../catalog/constants'
import type { PageQuery } from '../envelope'
import type { MySeat } from '../learning/shapes'
import type {
  AttendanceMethod, AttendanceStatus, LeaveStatus, NoticeChannel, NoticeEvent, SessionStatus
} from './constants'

export interface Venue {
  id: number
  name: string
  city: string
  address: string
  /** WGS-84 / GCJ-02 as entered by staff (WeChat maps use GCJ-02); null when unknown: the page shows the address. */
  lat: number | null
  lng: number | null
  /** Front desk phone, '' when none. */
  phone: string
}

export interface PersonRef {
  id: number
  name: string
  avatar: string
}

/** pages/course/classInfo: one class as a learner (or anyone) sees it. */
export interface ClassDetail {
  id: number
  goods: { id: number; title: string; cover: string }
  name: string
  city: string
  startDate: string
  endDate: string
  days: number
  /** In words, e.g. '周六、周日 9:00-17:00'; may be ''. */
  schedule: string
  /** upcoming / ongoing / ended (from the dates), full or off_sale (stored); 'ended' wins over full. */
  status: ClassStatus
  /** The class was cancelled by staff (everyone told); status then reads 'off_sale'. */
  cancelled: boolean
  venue: Venue | null
  teachers: PersonRef[]
  /** Learners holding a seat (active). */
  classmates: number
  capacity: number
  seatsLeft: number
  /** The caller's seat in this class; null when signed out or without one. */
  mySeat: MySeat | null
  /** The next session not yet ended (any learner may see the timetable of a class). */
  nextSession: ClassSession | null
  sessionsTotal: number
}

/** One session (课次) of a class: a half day or day of teaching. */
export interface ClassSession {
  id: number
  classId: number
  className: string
  title: string
  startsAt: string
  endsAt: string
  status: SessionStatus
  /** Moved from its first time (the learner was told). */
  moved: boolean
  teacher: PersonRef | null
  venue: { name: string; address: string } | null
  /** The caller's attendance and leave for this session, when the caller holds a seat (else null). */
  myAttendance: AttendanceStatus | null
  myLeave: LeaveStatus | null
}

/** pages/course/timetable: my sessions between two dates (week view: 7 days; list view: up to 62 days). */
export interface TimetableQuery {
  from: string
  to: string
  classId?: number
}

export interface ClassSessionsQuery extends PageQuery {
  /** 'upcoming' (not ended yet, soonest first) or 'past' (latest first); absent: all, by time. */
  when?: 'upcoming' | 'past'
}

/** pages/course/wonderful: a class's photos (精彩瞬间), newest first. */
export interface ClassPhoto {
  id: number
  /** Upload path (`/uploads/...`), shown through the static base. */
  url: string
  caption: string
  takenAt: string
}

/** The learner's check-in: the QR payload scanned, or the 6-digit code typed; optional position for the distance check. */
export interface CheckInInput {
  /** What the QR code holds (scanned with scanCode or the camera). */
  payload?: string
  /** The 6 digits shown under the QR code. */
  code?: string
  lat?: number
  lng?: number
}

export interface CheckInResult {
  sessionId: number
  classId: number
  className: string
  sessionTitle: string
  status: AttendanceStatus
  checkedInAt: string
}

/** GET /api/class/sign: the learner's own attendance (pages/course/signDetail). */
export interface MyAttendanceQuery extends PageQuery {
  classId?: number
}

export interface AttendanceRecord {
  sessionId: number
  classId: number
  className: string
  sessionTitle: string
  startsAt: string
  endsAt: string
  /** null: not checked in (yet); 'absent' once the session ended without a check-in or leave. */
  status: AttendanceStatus | null
  method: AttendanceMethod | null
  checkedInAt: string | null
  remark: string
}

export interface LeaveInput {
  sessionId: number
  reason: string
}

export interface LeaveListQuery extends PageQuery {
  status?: LeaveStatus
}

/** A learner's leave request for one session. */
export interface LeaveRequest {
  id: number
  sessionId: number
  classId: number
  className: string
  sessionTitle: string
  startsAt: string
  reason: string
  status: LeaveStatus
  /** The reviewer's reply; '' when none. */
  reply: string
  createdAt: string
  reviewedAt: string | null
}

/** GET /api/question/student: sessions the learner attended, each with its rating (null until rated). */
export interface RatingListQuery extends PageQuery {
  classId?: number
  /** true: only the ones still to rate. */
  pending?: boolean
}

export interface RatingTarget {
  sessionId: number
  classId: number
  className: string
  sessionTitle: string
  startsAt: string
  teacher: PersonRef | null
  rating: Rating | null
}

export interface RatingInput {
  sessionId: number
  /** The session's content, 1-5. */
  sessionScore: number
  /** The teacher, 1-5. */
  teacherScore: number
  comment: string
}

export interface Rating {
  id: number
  sessionId: number
  sessionScore: number
  teacherScore: number
  /** Passed the content-security check before anyone else may read it. */
  comment: string
  createdAt: string
}

/** A reminder the learner was sent (the notice list of the app). */
export interface ClassNotice {
  id: number
  event: NoticeEvent
  title: string
  body: string
  classId: number | null
  sessionId: number | null
  /** How it went out; null while pending. */
  channel: NoticeChannel | null
  createdAt: string
}

/** The WeChat subscription-message templates the page asks for with requestSubscribeMessage (ids from the server's
 *  configuration; empty when none is configured: the page then asks nothing). */
export interface NoticeTemplates {
  templates: { event: NoticeEvent; templateId: string }[]
}

/** What requestSubscribeMessage answered: the templates the user accepted (one message each may be sent). */
export interface NoticeSubscribeInput {
  accepted: string[]
}
