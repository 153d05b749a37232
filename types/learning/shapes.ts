// Learning contract: what a learner has joined. Plain types and value lists only (no zod), so the app imports them
// freely; the server validates the query with its own schema (server/src/contexts/learning/classes/schemas.ts).
import type { PageQuery } from '../envelope'

/** Where a joined class stands today (China time): before its first day, between its first and last, after. */
export const MY_CLASS_STATES = ['upcoming', 'ongoing', 'ended'] as const
export type MyClassState = (typeof MY_CLASS_STATES)[number]

export interface MyClassListQuery extends PageQuery {
  /** Absent: every joined class, ongoing first, then upcoming (soonest first), then ended (latest first). */
  state?: MyClassState
}

/** A class the learner holds a seat in: one per paid order of a class (pages/course/classList). */
export interface MyClass {
  /** The seat (transfer, retrain, class detail). */
  seatId: number
  /** The order that bought the seat (the card opens it: dates, venue, refund); null for a seat gifted by staff. */
  orderId: number | null
  /** Transfers left for this enrolment (0-3). */
  transfersLeft: number
  goods: { id: number; title: string; cover: string }
  classId: number
  name: string
  city: string
  /** 'YYYY-MM-DD', China time. */
  startDate: string
  endDate: string
  days: number
  /** The timetable in words, e.g. '周六、周日 9:00-17:00'; may be ''. */
  schedule: string
  state: MyClassState
  /** Whole days until the first day while upcoming (1 = tomorrow); null otherwise. */
  daysToStart: number | null
  /** A refund of the order is under way: the seat is held until the money is paid back. */
  refunding: boolean
}

// ---- Seats (a row of their own since transfers and retraining: learning's `seats` table) ----

/** How a seat came: a paid order of the class, a gift or enrolment by staff, a transfer from another class, a retrain. */
export const SEAT_SOURCES = ['order', 'gift', 'transfer', 'retrain'] as const
export type SeatSource = (typeof SEAT_SOURCES)[number]

/** active: holds the place; transferred: moved to another class (a new seat); withdrawn: refunded or removed. */
export const SEAT_STATUSES = ['active', 'transferred', 'withdrawn'] as const
export type SeatStatus = (typeof SEAT_STATUSES)[number]

/** The caller's seat in a class, with what it may still do. */
export interface MySeat {
  seatId: number
  classId: number
  /** The order that paid for it (a transferred or retrain seat keeps the original order); null for a gift. */
  orderId: number | null
  source: SeatSource
  status: SeatStatus
  /** Transfers used by this enrolment (the chain of seats from one order), at most CLASS_TRANSFERS_MAX. */
  transfersUsed: number
  transfersLeft: number
  /** The retrain policy allows joining a later class of the same goods again (docs/classroom.md). */
  canRetrain: boolean
}

/** A class the seat may move to (same goods, not ended, not full, not off sale, not the current one). */
export interface TransferTarget {
  classId: number
  name: string
  city: string
  startDate: string
  endDate: string
  schedule: string
  seatsLeft: number
}

export interface TransferOptions {
  seat: MySeat
  max: number
  targets: TransferTarget[]
}

export interface SeatMoveInput {
  targetClassId: number
}
