// Attempts, their answers and leave events; every read of an attempt has its owner in the WHERE.
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { PaperMode } from '@contract/exams/constants'
import type { Db } from '../../../db'
import { preparedQueries, preparedQuery } from '../../../db/prepared'
import { examAnswers, examAttempts, examLeaves, examPapers } from '../tables'

export type AttemptRow = typeof examAttempts.$inferSelect
export type AnswerRow = typeof examAnswers.$inferSelect

// Every answer saved reads these two first: prepared once per handle (db/prepared.ts), only the values change.
const ownAttemptStatement = preparedQuery((db: Db) =>
  db.select().from(examAttempts)
    .where(and(eq(examAttempts.id, sql.placeholder('id')), eq(examAttempts.userId, sql.placeholder('userId'))))
    .prepare('exams_own_attempt')
)

export async function ownAttempt(db: Db, userId: number, id: number): Promise<AttemptRow | undefined> {
  const [row] = await ownAttemptStatement(db).execute({ id, userId })
  return row
}

export async function attemptById(db: Db, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id))
  return row
}

export async function openAttemptOf(db: Db, userId: number, paperId: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.paperId, paperId), eq(examAttempts.state, 'open')))
  return row
}

/** Inserts unless the unique indexes say no (an open attempt, or the one formal attempt, exists). */
export async function insertAttempt(db: Db, row: typeof examAttempts.$inferInsert): Promise<AttemptRow | undefined> {
  const [created] = await db.insert(examAttempts).values(row).onConflictDoNothing().returning()
  return created
}

export async function answersOf(db: Db, attemptId: number): Promise<AnswerRow[]> {
  return db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId))
}

/** Open attempts past their deadline (of one learner, or everybody's for the sweep). */
const dueAttemptsStatement = preparedQueries((db: Db, key: 'all' | 'user') =>
  db.select({ id: examAttempts.id }).from(examAttempts)
    .where(and(
      eq(examAttempts.state, 'open'), lte(examAttempts.deadlineAt, sql`${sql.placeholder('now')}::timestamptz`),
      key === 'user' ? eq(examAttempts.userId, sql.placeholder('userId')) : undefined
    ))
    .orderBy(examAttempts.deadlineAt).limit(sql.placeholder('limit'))
    .prepare(`exams_due_attempts_${key}`)
)

export async function dueAttemptIds(db: Db, now: Date, userId?: number, limit = 100): Promise<number[]> {
  const rows = await dueAttemptsStatement(db, userId === undefined ? 'all' : 'user').execute({ now: now.toISOString(), userId, limit })
  return rows.map((r) => r.id)
}

export async function leaveCount(db: Db, attemptId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(examLeaves).where(eq(examLeaves.attemptId, attemptId))
  return row?.n ?? 0
}

export async function leavesOf(db: Db, attemptId: number) {
  return db.select({ source: examLeaves.source, at: examLeaves.at }).from(examLeaves)
    .where(eq(examLeaves.attemptId, attemptId)).orderBy(examLeaves.at, examLeaves.id)
}

/** Handed-in attempts with their paper's title and window, newest first. */
export async function submittedOf(db: Db, userId: number, filter: { mode?: PaperMode; paperId?: number }) {
  return db.select({ attempt: examAttempts, paperTitle: examPapers.title })
    .from(examAttempts).innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
    .where(and(
      eq(examAttempts.userId, userId), isNotNull(examAttempts.submittedAt),
      filter.mode === undefined ? undefined : eq(examAttempts.mode, filter.mode),
      filter.paperId === undefined ? undefined : eq(examAttempts.paperId, filter.paperId)
    ))
    .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id)).limit(100)
}

export async function paperOfAttempt(db: Db, paperId: number) {
  const [row] = await db.select({ title: examPapers.title, mode: examPapers.mode, closesAt: examPapers.closesAt })
    .from(examPapers).where(eq(examPapers.id, paperId))
  return row!
}
