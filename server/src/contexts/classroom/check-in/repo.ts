// SQL of check-in: the learner's sessions open for check-in now (seat in the WHERE), the session's venue, the one
// attendance row per learner and session (insert-once: the primary key makes a code single use per learner).
import { and, eq, gte, lte } from 'drizzle-orm'
import { CHECK_IN_OPENS_MINUTES_BEFORE } from '@contract/classroom/constants'
import type { Db } from '../../../db'
import { attendance, classSessions } from '../tables'
import { holdsSeat } from '../scope/scope'
import { sessionQuery } from '../scope/sessions-repo'

const opensMs = CHECK_IN_OPENS_MINUTES_BEFORE * 60 * 1000

/** The learner's sessions whose check-in window contains `now`. */
export async function openSessionIdsOf(db: Db, userId: number, now: Date): Promise<number[]> {
  const rows = await db.select({ id: classSessions.id }).from(classSessions).where(and(
    holdsSeat(db, userId, classSessions.classId), eq(classSessions.status, 'scheduled'),
    lte(classSessions.startsAt, new Date(now.getTime() + opensMs)), gte(classSessions.endsAt, now)
  ))
  return rows.map((r) => r.id)
}

/** The session if the learner holds a seat in its class. */
export async function learnerSession(db: Db, userId: number, sessionId: number) {
  const { query } = sessionQuery(db, userId)
  const [row] = await query.where(and(eq(classSessions.id, sessionId), holdsSeat(db, userId, classSessions.classId))).limit(1)
  return row
}

/** Inserts the learner's check-in; false when they already have a row for the session (checked in, or marked). */
export async function insertCheckIn(db: Db, row: typeof attendance.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(attendance).values(row).onConflictDoNothing().returning({ at: attendance.checkedInAt })
  return inserted.length === 1
}

export const checkInOpensAt = (startsAt: Date) => new Date(startsAt.getTime() - opensMs)
