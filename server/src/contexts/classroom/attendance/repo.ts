// SQL of attendance: the learner's own (seat in the WHERE), a session's learners with their rows (teacher scope in
// the WHERE by the caller), counts per session, hand marks and remarks (upserts of the one row per learner/session).
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm'
import type { AttendanceMethod, AttendanceStatus } from '@contract/classroom/constants'
import type { Db } from '../../../db'
import { userRows } from '../../identity'
import { activeSeatRows } from '../../learning'
import { attendance, classSessions, leaveRequests } from '../tables'
import { holdsSeat } from '../scope/scope'
import { sessionQuery } from '../scope/sessions-repo'

/** Sessions of my classes that have begun, latest first, with my row. */
export async function myAttendance(db: Db, userId: number, now: Date, classId: number | undefined, offset: number, limit: number) {
  const { query } = sessionQuery(db, userId)
  const where = and(
    holdsSeat(db, userId, classSessions.classId), lte(classSessions.startsAt, now),
    classId ? eq(classSessions.classId, classId) : undefined
  )
  const [rows, [total]] = await Promise.all([
    query.where(where).orderBy(desc(classSessions.startsAt), desc(classSessions.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(classSessions).where(where)
  ])
  const ids = rows.map((r) => r.id)
  const details = ids.length === 0 ? [] : await db.select().from(attendance)
    .where(and(eq(attendance.userId, userId), sql`${attendance.sessionId} in ${ids}`))
  return { rows, details, total: total?.n ?? 0 }
}

/** Per-session counts: learners holding a seat, and rows by status, approved leaves. */
export async function sessionCounts(db: Db, sessionIds: number[]) {
  if (sessionIds.length === 0) return new Map<number, { expected: number; present: number; late: number; leave: number; marked: number }>()
  const seats = activeSeatRows(db)
  // Qualified by hand: with one table in FROM drizzle leaves column names bare, and a bare "id" inside a subquery
  // would mean the subquery's own table.
  const outerId = sql.raw('"class_sessions"."id"')
  const outerClassId = sql.raw('"class_sessions"."class_id"')
  const rows = await db
    .select({
      id: classSessions.id,
      expected: sql<number>`(select count(*) from ${seats} where ${seats.classId} = ${outerClassId})`.mapWith(Number),
      present: sql<number>`(select count(*) from ${attendance} where ${attendance.sessionId} = ${outerId} and ${attendance.status} = 'present')`.mapWith(Number),
      late: sql<number>`(select count(*) from ${attendance} where ${attendance.sessionId} = ${outerId} and ${attendance.status} = 'late')`.mapWith(Number),
      leave: sql<number>`(select count(*) from ${leaveRequests} where ${leaveRequests.sessionId} = ${outerId} and ${leaveRequests.status} = 'approved'
        and not exists (select 1 from ${attendance} where ${attendance.sessionId} = ${outerId} and ${attendance.userId} = ${sql.raw('"leave_requests"."user_id"')}))`.mapWith(Number),
      marked: sql<number>`(select count(*) from ${attendance} where ${attendance.sessionId} = ${outerId})`.mapWith(Number)
    })
    .from(classSessions)
    .where(sql`${classSessions.id} in ${sessionIds}`)
  return new Map(rows.map((r) => [r.id, r]))
}

/** The learners of a session's class with their row and leave, by name. */
export async function sessionLearners(db: Db, sessionId: number, classId: number) {
  const seats = activeSeatRows(db)
  const people = userRows(db)
  return db
    .select({
      id: people.id, name: people.name, avatar: people.avatar, phone: people.phone,
      status: attendance.status, method: attendance.method, checkedInAt: attendance.checkedInAt, remark: attendance.remark,
      leave: sql<string | null>`(select ${leaveRequests.status} from ${leaveRequests} where ${leaveRequests.sessionId} = ${sessionId}
        and ${leaveRequests.userId} = ${people.id} order by ${leaveRequests.id} desc limit 1)`
    })
    .from(seats)
    .innerJoin(people, eq(people.id, seats.userId))
    .leftJoin(attendance, and(eq(attendance.sessionId, sessionId), eq(attendance.userId, seats.userId)))
    .where(eq(seats.classId, classId))
    .orderBy(asc(people.name), asc(people.id))
}

export async function upsertMark(
  db: Db, row: { sessionId: number; userId: number; status: AttendanceStatus; method: AttendanceMethod; by: number; now: Date }
) {
  await db.insert(attendance)
    .values({ sessionId: row.sessionId, userId: row.userId, status: row.status, method: row.method, updatedBy: row.by, updatedAt: row.now,
      checkedInAt: row.status === 'present' || row.status === 'late' ? row.now : null })
    .onConflictDoUpdate({
      target: [attendance.sessionId, attendance.userId],
      set: { status: row.status, method: row.method, updatedBy: row.by, updatedAt: row.now }
    })
}

/** A remark on a learner with no row yet makes one with the derived status ('absent' by default). */
export async function upsertRemark(db: Db, row: { sessionId: number; userId: number; remark: string; by: number; now: Date; status: AttendanceStatus }) {
  await db.insert(attendance)
    .values({ sessionId: row.sessionId, userId: row.userId, status: row.status, method: 'teacher', remark: row.remark, updatedBy: row.by, updatedAt: row.now })
    .onConflictDoUpdate({ target: [attendance.sessionId, attendance.userId], set: { remark: row.remark, updatedBy: row.by, updatedAt: row.now } })
}

/** Totals per learner of a class over its sessions that have ended (held, not cancelled). */
export async function classTotals(db: Db, classId: number, now: Date) {
  const seats = activeSeatRows(db)
  const people = userRows(db)
  const held = sql`${classSessions.classId} = ${classId} and ${classSessions.status} = 'scheduled' and ${classSessions.endsAt} < ${now.toISOString()}::timestamptz`
  const countOf = (status: string) => sql<number>`(select count(*) from ${attendance} join ${classSessions} on ${classSessions.id} = ${attendance.sessionId}
    where ${held} and ${attendance.userId} = ${people.id} and ${attendance.status} = ${status})`.mapWith(Number)
  const [heldRow] = await db.select({ n: count() }).from(classSessions).where(held)
  const rows = await db
    .select({
      id: people.id, name: people.name, avatar: people.avatar,
      present: countOf('present'), late: countOf('late'), leaveMarked: countOf('leave'),
      leaveApproved: sql<number>`(select count(*) from ${leaveRequests} join ${classSessions} on ${classSessions.id} = ${leaveRequests.sessionId}
        where ${held} and ${leaveRequests.userId} = ${people.id} and ${leaveRequests.status} = 'approved'
        and not exists (select 1 from ${attendance} where ${attendance.sessionId} = ${leaveRequests.sessionId} and ${attendance.userId} = ${people.id}))`.mapWith(Number)
    })
    .from(seats)
    .innerJoin(people, eq(people.id, seats.userId))
    .where(eq(seats.classId, classId))
    .orderBy(asc(people.name), asc(people.id))
  return { held: heldRow?.n ?? 0, rows }
}
