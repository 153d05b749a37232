// When a class or an exam session can be chosen. Only 'full' and 'off_sale' (classes) and 'closed' (sessions) are
// stored; whether a class is upcoming, ongoing or ended follows from its dates and today's date in China, so no
// job has to flip states at midnight and a seeded catalog stays correct whatever day it is read.
import type { ClassStatus } from '@contract/catalog/constants'

/** Classes run on China time (UTC+8, no daylight saving): a class "ends" at the end of its last day there. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * Registration for an exam session closes this long before it starts: admit cards and seat plans are prepared
 * the day before.
 */
export const EXAM_REGISTRATION_CLOSES_HOURS_BEFORE = 24

/** 'YYYY-MM-DD' of the instant in China. */
export function chinaDate(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

export interface ClassFacts {
  status: string
  startDate: string
  endDate: string
  seatsLeft: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole calendar days from one 'YYYY-MM-DD' to another: 0 on the same day, 1 to the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)
}

/** Where a class's dates stand on `today` ('YYYY-MM-DD' in China): before its first day, during, after its last. */
export type ClassPhase = 'upcoming' | 'ongoing' | 'ended'

export function classPhase(c: Pick<ClassFacts, 'startDate' | 'endDate'>, today: string): ClassPhase {
  if (today > c.endDate) return 'ended'
  return today >= c.startDate ? 'ongoing' : 'upcoming'
}

export function classStatus(c: ClassFacts, now: Date): ClassStatus {
  if (c.status === 'off_sale') return 'off_sale'
  const phase = classPhase(c, chinaDate(now))
  if (phase !== 'ended' && (c.seatsLeft <= 0 || c.status === 'full')) return 'full'
  return phase
}

/** Upcoming or ongoing with a seat left: a learner may still join (product rules §4; the app's classSelectable). */
export function classSelectable(c: ClassFacts, now: Date): boolean {
  const status = classStatus(c, now)
  return (status === 'upcoming' || status === 'ongoing') && c.seatsLeft > 0
}

export interface SessionFacts {
  status: string
  startsAt: Date
  seatsLeft: number
}

export type SessionStatus = 'open' | 'closed' | 'full'

export function sessionStatus(s: SessionFacts, now: Date): SessionStatus {
  const closesAt = s.startsAt.getTime() - EXAM_REGISTRATION_CLOSES_HOURS_BEFORE * 60 * 60 * 1000
  if (s.status === 'closed' || now.getTime() >= closesAt) return 'closed'
  if (s.seatsLeft <= 0 || s.status === 'full') return 'full'
  return 'open'
}

export function sessionSelectable(s: SessionFacts, now: Date): boolean {
  return sessionStatus(s, now) === 'open' && s.seatsLeft > 0
}
