// Classroom contract of the back office (console screens under admin/src/areas/classroom; role academic or admin):
// venues, sessions with their teachers, attendance corrections, seat moves, leave review, ratings, rosters,
// enrol/gift by phone, transfer on behalf, cancel a session or a class with everyone told.
import type { PageQuery } from '../envelope'
import type { SeatSource, SeatStatus } from '../learning/shapes'
import type { AttendanceStatus, LeaveStatus } from './constants'
import type { ClassSession, PersonRef, Venue } from './shapes'
import type { AttendanceRow } from './teacher-shapes'

export interface VenueListQuery extends PageQuery {
  keyword?: string
  city?: string
}

export interface VenueInput {
  name: string
  city: string
  address: string
  lat: number | null
  lng: number | null
  phone: string
}

export type AdminVenue = Venue & { classes: number; createdAt: string }

/** The classroom side of a catalog class: its venue and teachers. */
export interface ClassSetupInput {
  venueId: number | null
  teacherIds: number[]
}

export interface AdminClassSetup {
  classId: number
  venue: Venue | null
  teachers: PersonRef[]
  cancelled: boolean
}

export interface SessionInput {
  title: string
  startsAt: string
  endsAt: string
  /** The session's teacher (a user with role teacher); null: the class's first teacher. */
  teacherId: number | null
}

/** Cancelling a session or a class: the reason is told to every learner. */
export interface CancelInput {
  reason: string
}

export type AdminSession = ClassSession & { expected: number; present: number; leave: number }

export interface AttendanceCorrectionInput {
  userId: number
  status: AttendanceStatus
  reason: string
}

export interface RosterQuery extends PageQuery {
  keyword?: string
  status?: SeatStatus
}

/** One row of a class's roster (the console also exports it as CSV). */
export interface RosterRow {
  seatId: number
  learner: PersonRef & { phone: string }
  source: SeatSource
  status: SeatStatus
  orderId: number | null
  paidAt: string | null
  transfersUsed: number
  present: number
  absent: number
  leave: number
  homeworkSubmitted: number
  homeworkApproved: number
  joinedAt: string
}

/** Enrol or gift a seat by phone: audited with the reason. */
export interface EnrolByPhoneInput {
  phone: string
  reason: string
}

export interface AdminTransferInput {
  targetClassId: number
  reason: string
}

export const SEAT_MOVE_KINDS = ['transfer', 'retrain'] as const
export type SeatMoveKind = (typeof SEAT_MOVE_KINDS)[number]

export interface SeatMoveQuery extends PageQuery {
  kind?: SeatMoveKind
  classId?: number
}

export interface SeatMove {
  id: number
  kind: SeatMoveKind
  learner: PersonRef & { phone: string }
  fromClass: { id: number; name: string }
  toClass: { id: number; name: string }
  /** The learner, or the operator acting for them. */
  by: PersonRef
  reason: string
  createdAt: string
}

export interface AdminLeaveQuery extends PageQuery {
  /** 'learner': learners' leave for a session; 'teacher': teachers' own leave. */
  kind: 'learner' | 'teacher'
  status?: LeaveStatus
}

export interface AdminLeave {
  id: number
  kind: 'learner' | 'teacher'
  person: PersonRef & { phone: string }
  className: string
  sessionTitle: string
  startsAt: string
  endsAt: string
  reason: string
  status: LeaveStatus
  reply: string
  createdAt: string
}

export interface AdminRatingQuery extends PageQuery {
  classId?: number
  teacherId?: number
}

export interface AdminRating {
  id: number
  learner: PersonRef
  teacher: PersonRef | null
  className: string
  sessionTitle: string
  sessionScore: number
  teacherScore: number
  comment: string
  createdAt: string
}

export interface PhotoInput {
  /** An upload path from the files context (`/uploads/...`). */
  url: string
  caption: string
  takenAt: string
}

export type { AttendanceRow }
