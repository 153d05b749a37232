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
  /** The order that bought the seat (the card opens it: dates, venue, refund). */
  orderId: number
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
