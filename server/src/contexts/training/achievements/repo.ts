// SQL of achievements: the user's finished sessions with their volume, and the levels earned so far.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { trainingAchievementsEarned, trainingSessions, trainingSets } from '../tables'

export function finishedSessions(db: Db, userId: number) {
  return db.select({
    id: trainingSessions.id, startedAt: trainingSessions.startedAt, finishedAt: trainingSessions.finishedAt,
    volumeKg: sql<number>`coalesce((select sum(coalesce(s.load_kg, 0) * coalesce(s.reps, 0)) from ${trainingSets} s where s.session_id = "training_sessions"."id" and s.done), 0)::float8`
  }).from(trainingSessions)
    .where(and(eq(trainingSessions.userId, userId), eq(trainingSessions.status, 'finished')))
    .orderBy(trainingSessions.startedAt)
}

export function earnedOf(db: Db, userId: number) {
  return db.select().from(trainingAchievementsEarned).where(eq(trainingAchievementsEarned.userId, userId))
}

/** Inserts levels not yet earned; answers those this call inserted (first earned now). */
export async function recordEarned(db: Db, userId: number, levels: { code: string; level: number }[], at: Date) {
  if (levels.length === 0) return []
  return db.insert(trainingAchievementsEarned).values(levels.map((l) => ({ userId, ...l, earnedAt: at })))
    .onConflictDoNothing().returning({ code: trainingAchievementsEarned.code, level: trainingAchievementsEarned.level })
}
