// Value lists of the classroom (sessions, check-in, attendance, leave, ratings, reminders): pure constants, safe for
// the app bundle; the database schema takes its CHECK lists from here.

/** A session is held as scheduled, or cancelled (a moved session stays 'scheduled' with `moved` set). */
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/** A learner's attendance at one session. 'leave' = an approved leave request; 'absent' is set after the session. */
export const ATTENDANCE_STATUSES = ['present', 'late', 'leave', 'absent'] as const
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number]

/** How an attendance row came to be: the learner scanned/typed the code, the teacher marked it, staff corrected it. */
export const ATTENDANCE_METHODS = ['code', 'teacher', 'staff'] as const
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number]

/** Leave requests (a learner's for one session, or a teacher's own): pending → approved / rejected; withdrawn by the asker while pending. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const
export type LeaveStatus = (typeof LEAVE_STATUSES)[number]

/** The check-in QR code rotates every 30 s; the server accepts the current and the previous code. */
export const CHECK_IN_ROTATION_SECONDS = 30
export const CHECK_IN_CODE_DIGITS = 6
/** Check-in opens this many minutes before a session starts and closes when it ends. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30
/** Late after this many minutes past the start. */
export const CHECK_IN_LATE_AFTER_MINUTES = 10
/** With the learner's position sent and the venue's coordinates known: farther than this is refused. */
export const CHECK_IN_MAX_DISTANCE_METRES = 1000

/** Ratings of a session and its teacher: 1 to 5 stars; a comment up to 300 characters. */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATING_COMMENT_MAX = 300
export const LEAVE_REASON_MAX = 200

/** What a learner is reminded of (one notice per event and user, sent once). */
export const NOTICE_EVENTS = [
  'class_starts_tomorrow', 'session_moved', 'session_cancelled', 'class_cancelled',
  'leave_approved', 'leave_rejected', 'homework_graded'
] as const
export type NoticeEvent = (typeof NOTICE_EVENTS)[number]

/** How a notice went out: WeChat subscription message, SMS, or only the server log (embedded default). */
export const NOTICE_CHANNELS = ['wechat', 'sms', 'log'] as const
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number]
export const NOTICE_STATES = ['pending', 'sending', 'sent', 'failed'] as const
export type NoticeState = (typeof NOTICE_STATES)[number]
