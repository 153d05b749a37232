// SQL of the teacher's own lists: the classes in the viewer's scope (teacher of the class or of one of its sessions;
// staff see all) with learners and session counts, the goods taught, a class's learners. Scope in the same WHERE.
import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { MyClassState } from '@contract/learning/shapes'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { userRows } from '../../identity'
import { activeSeatRows } from '../../learning'
import { classSessions, classSetups, venues } from '../tables'
import { teacherScope, type Viewer } from '../scope/scope'

type Classes = ReturnType<typeof classRows>

/** The class's columns as one nested object (a subquery itself in a select would be a scalar subquery). */
export function classFields(classes: Classes) {
  return {
    id: classes.id, goodsId: classes.goodsId, goodsTitle: classes.goodsTitle, goodsCover: classes.goodsCover, name: classes.name,
    city: classes.city, startDate: classes.startDate, endDate: classes.endDate, schedule: classes.schedule,
    seatsLeft: classes.seatsLeft, storedStatus: classes.storedStatus
  }
}

function stateFilter(classes: Classes, state: MyClassState | undefined, today: string): SQL | undefined {
  if (state === 'upcoming') return gt(classes.startDate, today)
  if (state === 'ongoing') return and(lte(classes.startDate, today), gte(classes.endDate, today))
  if (state === 'ended') return lt(classes.endDate, today)
  return undefined
}

function classQuery(db: Db, now: Date) {
  const classes = classRows(db)
  const seats = activeSeatRows(db)
  // Qualified by hand: inside the subqueries a bare "id" would mean the subquery's own table.
  const outerId = sql.raw('"classes"."id"')
  const query = db
    .select({
      cls: classFields(classes), venue: venues, cancelled: classSetups.cancelled,
      learners: sql<number>`(select count(*) from ${seats} where ${seats.classId} = ${outerId})`.mapWith(Number),
      sessionsTotal: sql<number>`(select count(*) from ${classSessions} where ${classSessions.classId} = ${outerId})`.mapWith(Number),
      sessionsDone: sql<number>`(select count(*) from ${classSessions} where ${classSessions.classId} = ${outerId}
        and ${classSessions.status} = 'scheduled' and ${classSessions.endsAt} < ${now.toISOString()}::timestamptz)`.mapWith(Number)
    })
    .from(classes)
    .leftJoin(classSetups, eq(classSetups.classId, classes.id))
    .leftJoin(venues, eq(venues.id, classSetups.venueId))
    .$dynamic()
  return { classes, query }
}

export type TeacherClassRow = Awaited<ReturnType<ReturnType<typeof classQuery>['query']['execute']>>[number]

/** Classes in scope: ongoing first, then upcoming (soonest first), then ended (latest first). */
export async function teacherClasses(db: Db, viewer: Viewer, filter: { state?: MyClassState; today: string; now: Date }, offset: number, limit: number) {
  const { classes, query } = classQuery(db, filter.now)
  const where = and(teacherScope(db, viewer, classes.id), stateFilter(classes, filter.state, filter.today))
  const phase = sql`case when ${classes.endDate} < ${filter.today} then 2 when ${classes.startDate} > ${filter.today} then 1 else 0 end`
  const [rows, [total]] = await Promise.all([
    query.where(where).orderBy(asc(phase), sql`case when ${classes.endDate} < ${filter.today} then null else ${classes.startDate} end asc`,
      desc(classes.endDate), asc(classes.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(classes).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function teacherClass(db: Db, viewer: Viewer, classId: number, now: Date) {
  const { classes, query } = classQuery(db, now)
  const [row] = await query.where(and(eq(classes.id, classId), teacherScope(db, viewer, classes.id))).limit(1)
  return row
}

/** The goods of the classes in scope, with their class and learner counts, by title. */
export async function teacherCourses(db: Db, viewer: Viewer, offset: number, limit: number) {
  const classes = classRows(db)
  const seats = activeSeatRows(db)
  const where = teacherScope(db, viewer, classes.id)
  const grouped = db
    .select({
      goodsId: classes.goodsId, title: classes.goodsTitle, cover: classes.goodsCover,
      classes: sql<number>`count(distinct ${classes.id})`.mapWith(Number),
      learners: sql<number>`count(${seats.seatId})`.mapWith(Number)
    })
    .from(classes)
    .leftJoin(seats, eq(seats.classId, classes.id))
    .where(where)
    .groupBy(classes.goodsId, classes.goodsTitle, classes.goodsCover)
  const [rows, [total]] = await Promise.all([
    grouped.orderBy(asc(classes.goodsTitle), asc(classes.goodsId)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(distinct ${classes.goodsId})`.mapWith(Number) }).from(classes).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Learners holding a seat in the class, by name (the caller checked the class is in scope). */
export async function classLearners(db: Db, classId: number, offset: number, limit: number) {
  const seats = activeSeatRows(db)
  const people = userRows(db)
  const where = eq(seats.classId, classId)
  const [rows, [total]] = await Promise.all([
    db.select({ seatId: seats.seatId, joinedAt: seats.joinedAt, id: people.id, name: people.name, avatar: people.avatar, phone: people.phone })
      .from(seats).innerJoin(people, eq(people.id, seats.userId)).where(where)
      .orderBy(asc(people.name), asc(people.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(seats).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}
