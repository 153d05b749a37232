// SQL of a class as learners see it: the class with its setup (venue, cancelled), teachers, classmates, sessions,
// photos; the learner's timetable (sessions of classes they hold a seat in).
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { userRows } from '../../identity'
import { activeSeatRows } from '../../learning'
import { classPhotos, classSessions, classSetups, classTeachers, venues } from '../tables'
import { holdsSeat } from '../scope/scope'
import { sessionQuery } from '../scope/sessions-repo'

export async function findClass(db: Db, classId: number) {
  const classes = classRows(db)
  const [cls] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1)
  if (!cls) return undefined
  const [setup] = await db
    .select({ venue: venues, cancelled: classSetups.cancelled })
    .from(classSetups)
    .leftJoin(venues, eq(venues.id, classSetups.venueId))
    .where(eq(classSetups.classId, classId))
    .limit(1)
  return { cls, venue: setup?.venue ?? null, cancelled: setup?.cancelled ?? false }
}

export async function teachersOf(db: Db, classId: number) {
  const people = userRows(db)
  return db.select({ id: people.id, name: people.name, avatar: people.avatar }).from(classTeachers)
    .innerJoin(people, eq(people.id, classTeachers.teacherId))
    .where(eq(classTeachers.classId, classId)).orderBy(asc(classTeachers.sort), asc(classTeachers.teacherId))
}

export async function classmates(db: Db, classId: number): Promise<number> {
  const seats = activeSeatRows(db)
  const [row] = await db.select({ n: count() }).from(seats).where(eq(seats.classId, classId))
  return row?.n ?? 0
}

export async function sessionCount(db: Db, classId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(classSessions).where(eq(classSessions.classId, classId))
  return row?.n ?? 0
}

export function whenFilter(when: 'upcoming' | 'past' | undefined, now: Date) {
  if (when === 'upcoming') return gte(classSessions.endsAt, now)
  if (when === 'past') return lt(classSessions.endsAt, now)
  return undefined
}

export async function listSessions(db: Db, classId: number, learnerId: number | null, when: 'upcoming' | 'past' | undefined, now: Date, offset: number, limit: number) {
  const { query } = sessionQuery(db, learnerId)
  const where = and(eq(classSessions.classId, classId), whenFilter(when, now))
  const order = when === 'past' ? [desc(classSessions.startsAt), desc(classSessions.id)] : [asc(classSessions.startsAt), asc(classSessions.id)]
  const [rows, [total]] = await Promise.all([
    query.where(where).orderBy(...order).offset(offset).limit(limit),
    db.select({ n: count() }).from(classSessions).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Sessions of the learner's classes between two instants, by start; owner (seat) in the WHERE. */
export async function timetable(db: Db, userId: number, from: Date, to: Date, classId?: number) {
  const { query } = sessionQuery(db, userId)
  return query
    .where(and(
      holdsSeat(db, userId, classSessions.classId), gte(classSessions.startsAt, from), lt(classSessions.startsAt, to),
      classId ? eq(classSessions.classId, classId) : undefined
    ))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .limit(500)
}

export async function listPhotos(db: Db, classId: number, offset: number, limit: number) {
  const where = and(eq(classPhotos.classId, classId), eq(classPhotos.state, 'shown'))
  const [rows, [total]] = await Promise.all([
    db.select().from(classPhotos).where(where).orderBy(desc(classPhotos.takenAt), desc(classPhotos.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(classPhotos).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}
