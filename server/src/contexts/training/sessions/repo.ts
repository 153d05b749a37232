// SQL of sessions and their sets. The owner is in every WHERE; sessions and sets are written with
// ON CONFLICT (user_id, client_id) DO NOTHING, so a retry or a second device stores nothing twice.
// Column references inside raw subqueries are written qualified ("training_sessions"."id"): drizzle renders a
// column of the outer table unqualified there, which the subquery would read as its own column.
import { and, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { trainingSessions, trainingSets } from '../tables'

export type SessionRow = typeof trainingSessions.$inferSelect
export type SetRow = typeof trainingSets.$inferSelect
export type NewSession = typeof trainingSessions.$inferInsert
export type NewSet = typeof trainingSets.$inferInsert

const totals = {
  sets: sql<number>`(select count(*)::int from ${trainingSets} s where s.session_id = "training_sessions"."id")`,
  volumeKg: sql<number>`coalesce((select sum(coalesce(s.load_kg, 0) * coalesce(s.reps, 0)) from ${trainingSets} s where s.session_id = "training_sessions"."id" and s.done), 0)::float8`
}

export function sessionsWithTotals(db: Db, where: SQL | undefined) {
  return db.select({ session: trainingSessions, ...totals }).from(trainingSessions).where(where)
}
export type SessionWithTotals = Awaited<ReturnType<typeof sessionsWithTotals>>[number]

export async function findOwn(db: Db, userId: number, id: number): Promise<SessionWithTotals | undefined> {
  const [row] = await sessionsWithTotals(db, and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId))).limit(1)
  return row
}

export async function listOwn(db: Db, userId: number, offset: number, limit: number) {
  const where = eq(trainingSessions.userId, userId)
  const [rows, [count]] = await Promise.all([
    sessionsWithTotals(db, where).orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(trainingSessions).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function insertSessions(db: Db, rows: NewSession[]): Promise<void> {
  if (rows.length > 0) await db.insert(trainingSessions).values(rows).onConflictDoNothing({ target: [trainingSessions.userId, trainingSessions.clientId] })
}

export function sessionsByClientIds(db: Db, userId: number, clientIds: string[]) {
  if (clientIds.length === 0) return Promise.resolve([])
  return sessionsWithTotals(db, and(eq(trainingSessions.userId, userId), inArray(trainingSessions.clientId, clientIds)))
}

export async function insertSets(db: Db, rows: NewSet[]): Promise<void> {
  if (rows.length > 0) await db.insert(trainingSets).values(rows).onConflictDoNothing({ target: [trainingSets.userId, trainingSets.clientId] })
}

export function setsByClientIds(db: Db, userId: number, clientIds: string[]) {
  if (clientIds.length === 0) return Promise.resolve([])
  return db.select({ set: trainingSets, sessionClientId: trainingSessions.clientId }).from(trainingSets)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingSets.sessionId))
    .where(and(eq(trainingSets.userId, userId), inArray(trainingSets.clientId, clientIds)))
    .orderBy(trainingSets.setNo, trainingSets.id)
}

export function setsOfSession(db: Db, sessionId: number, sessionClientId: string) {
  return db.select().from(trainingSets).where(eq(trainingSets.sessionId, sessionId)).orderBy(trainingSets.setNo, trainingSets.id)
    .then((rows) => rows.map((set) => ({ set, sessionClientId })))
}

/** The last finished session before `sessionId` with the move, and its sets of that move. */
export async function previousSets(db: Db, userId: number, moveId: number, beforeStart: Date, exceptId: number) {
  const [last] = await db.select({ id: trainingSessions.id, clientId: trainingSessions.clientId, startedAt: trainingSessions.startedAt })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), eq(trainingSessions.status, 'finished'), ne(trainingSessions.id, exceptId),
      lt(trainingSessions.startedAt, beforeStart),
      sql`exists (select 1 from ${trainingSets} s where s.session_id = "training_sessions"."id" and s.move_id = ${moveId})`))
    .orderBy(desc(trainingSessions.startedAt)).limit(1)
  if (!last) return undefined
  const sets = await db.select().from(trainingSets).where(and(eq(trainingSets.sessionId, last.id), eq(trainingSets.moveId, moveId))).orderBy(trainingSets.setNo)
  return { last, sets }
}

/** active → finished, once: the conditional UPDATE answers no row when it already was finished. */
export async function finish(db: Db, userId: number, id: number, finishedAt: Date, note: string): Promise<boolean> {
  const rows = await db.update(trainingSessions).set({ status: 'finished', finishedAt, note })
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId), eq(trainingSessions.status, 'active')))
    .returning({ id: trainingSessions.id })
  return rows.length > 0
}

export async function setModules(db: Db, userId: number, id: number, modules: SessionRow['modules']): Promise<boolean> {
  const rows = await db.update(trainingSessions).set({ modules })
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId), eq(trainingSessions.status, 'active')))
    .returning({ id: trainingSessions.id })
  return rows.length > 0
}
