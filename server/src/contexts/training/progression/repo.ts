// The past finished sessions of a plan with one move, latest first: their targets snapshot and the sets logged.
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db'
import { trainingSessions, trainingSets } from '../tables'

export async function pastSessions(db: Db, userId: number, planId: number, limit = 30): Promise<{ id: number; modules: typeof trainingSessions.$inferSelect['modules'] }[]> {
  return db.select({ id: trainingSessions.id, modules: trainingSessions.modules }).from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), eq(trainingSessions.planId, planId), eq(trainingSessions.status, 'finished')))
    .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id)).limit(limit)
}

export async function setsOfSessions(db: Db, userId: number, sessionIds: number[]) {
  if (sessionIds.length === 0) return []
  return db.select().from(trainingSets).where(and(eq(trainingSets.userId, userId), inArray(trainingSets.sessionId, sessionIds)))
    .orderBy(trainingSets.setNo, trainingSets.id)
}

