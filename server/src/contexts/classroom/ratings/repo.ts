// SQL of ratings: the sessions a learner attended (their attendance row, present or late, in the WHERE) with their
// rating; the ratings a teacher received (the teacher in the WHERE) and their averages.
import { and, avg, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { attendance, classSessions, ratings } from '../tables'
import { sessionQuery } from '../scope/sessions-repo'

const ATTENDED = ['present', 'late'] as const

function attendedBy(userId: number) {
  return and(eq(attendance.userId, userId), inArray(attendance.status, [...ATTENDED]))
}

export async function ratingTargets(db: Db, userId: number, filter: { classId?: number; pending?: boolean }, offset: number, limit: number) {
  const { query } = sessionQuery(db, null)
  const where = and(
    attendedBy(userId), filter.classId ? eq(classSessions.classId, filter.classId) : undefined,
    filter.pending === true ? isNull(ratings.id) : filter.pending === false ? sql`${ratings.id} is not null` : undefined
  )
  const joined = query
    .innerJoin(attendance, and(eq(attendance.sessionId, classSessions.id), eq(attendance.userId, userId)))
    .leftJoin(ratings, and(eq(ratings.sessionId, classSessions.id), eq(ratings.userId, userId)))
  const [rows, [total]] = await Promise.all([
    joined.where(where).orderBy(desc(classSessions.startsAt), desc(classSessions.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(classSessions)
      .innerJoin(attendance, and(eq(attendance.sessionId, classSessions.id), eq(attendance.userId, userId)))
      .leftJoin(ratings, and(eq(ratings.sessionId, classSessions.id), eq(ratings.userId, userId)))
      .where(where)
  ])
  const ids = rows.map((r) => r.id)
  const mine = ids.length === 0 ? [] : await db.select().from(ratings).where(and(eq(ratings.userId, userId), inArray(ratings.sessionId, ids)))
  return { rows, mine: new Map(mine.map((r) => [r.sessionId, r])), total: total?.n ?? 0 }
}

/** Did the learner attend (checked in, present or late) this session? */
export async function attended(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(attendance).where(and(eq(attendance.sessionId, sessionId), attendedBy(userId))).limit(1)
  return Boolean(row)
}

export async function insertRating(db: Db, row: typeof ratings.$inferInsert) {
  const [created] = await db.insert(ratings).values(row).onConflictDoNothing().returning()
  return created
}

export async function receivedRatings(db: Db, teacherId: number, offset: number, limit: number) {
  const classes = classRows(db)
  const where = eq(ratings.teacherId, teacherId)
  const [rows, [total]] = await Promise.all([
    db.select({ rating: ratings, sessionTitle: classSessions.title, startsAt: classSessions.startsAt, className: classes.name })
      .from(ratings)
      .innerJoin(classSessions, eq(classSessions.id, ratings.sessionId))
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .where(where).orderBy(desc(ratings.createdAt), desc(ratings.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(ratings).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function ratingAverages(db: Db, teacherId: number) {
  const [row] = await db.select({ n: count(), teacher: avg(ratings.teacherScore), session: avg(ratings.sessionScore) })
    .from(ratings).where(eq(ratings.teacherId, teacherId))
  return row
}
