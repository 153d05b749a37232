// SQL of a class's roster: every seat the class has had (any status) with the learner, the order's payment time,
// attendance over the class's held sessions and homework handed in through the class. One statement per page.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { SeatStatus } from '@contract/learning/shapes'
import type { Db } from '../../../db'
import { heldClassOrders } from '../../commerce'
import { userRows } from '../../identity'
import { seatRows } from '../../learning'
import { attendance, classSessions, homeworkSubmissions, leaveRequests } from '../tables'

export interface RosterFilter {
  classId: number
  keyword?: string
  status?: SeatStatus
  seatId?: number
  offset: number
  limit: number
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function rosterPage(db: Db, f: RosterFilter, now: Date) {
  const seats = seatRows(db)
  const people = userRows(db, 'roster_people')
  const orders = heldClassOrders(db)
  const kw = f.keyword ? `%${escapeLike(f.keyword)}%` : undefined
  const where = and(
    eq(seats.classId, f.classId), f.status ? eq(seats.status, f.status) : undefined, f.seatId ? eq(seats.seatId, f.seatId) : undefined,
    kw ? or(ilike(people.name, kw), ilike(people.phone, kw)) : undefined
  )
  const held = sql`${classSessions.classId} = ${f.classId} and ${classSessions.status} = 'scheduled' and ${classSessions.endsAt} < ${now.toISOString()}::timestamptz`
  const marked = (statuses: SQL) => sql<number>`(select count(*) from ${attendance} join ${classSessions} on ${classSessions.id} = ${attendance.sessionId}
    where ${held} and ${attendance.userId} = ${seats.userId} and ${attendance.status} in ${statuses})`.mapWith(Number)
  const homework = (extra: SQL) => sql<number>`(select count(*) from ${homeworkSubmissions}
    where ${homeworkSubmissions.userId} = ${seats.userId} and ${homeworkSubmissions.classId} = ${f.classId} ${extra})`.mapWith(Number)
  const base = db.select({
    seatId: seats.seatId, userId: seats.userId, source: seats.source, status: seats.status, orderId: seats.orderId,
    transfersUsed: seats.transfersUsed, joinedAt: seats.joinedAt, name: people.name, avatar: people.avatar, phone: people.phone, paidAt: orders.paidAt,
    present: marked(sql`('present', 'late')`), absent: marked(sql`('absent')`), leaveMarked: marked(sql`('leave')`),
    leaveApproved: sql<number>`(select count(*) from ${leaveRequests} join ${classSessions} on ${classSessions.id} = ${leaveRequests.sessionId}
      where ${held} and ${leaveRequests.userId} = ${seats.userId} and ${leaveRequests.status} = 'approved'
      and not exists (select 1 from ${attendance} where ${attendance.sessionId} = ${leaveRequests.sessionId} and ${attendance.userId} = ${seats.userId}))`.mapWith(Number),
    heldSessions: sql<number>`(select count(*) from ${classSessions} where ${held})`.mapWith(Number),
    submitted: homework(sql``), approved: homework(sql`and ${homeworkSubmissions.status} = 'approved'`)
  })
    .from(seats)
    .innerJoin(people, eq(people.id, seats.userId))
    .leftJoin(orders, eq(orders.orderId, seats.orderId))
  const [rows, [total]] = await Promise.all([
    base.where(where).orderBy(desc(seats.joinedAt), desc(seats.seatId)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(seats).innerJoin(people, eq(people.id, seats.userId)).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export type RosterDbRow = Awaited<ReturnType<typeof rosterPage>>['rows'][number]
