// 班级招生情况: every class with its seats and its orders (paid, pending payment, refunded), and one class by day
// (Beijing time). Counted from commerce's orders and the catalog's classes in one statement each.
import { asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Paged } from '@contract/envelope'
import type { EnrolmentCounts, SalesClass, SalesClassDetail } from '@contract/sales/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { chinaDate, classRows } from '../../catalog'
import { orderFacts } from '../../commerce'
import type { SalesContext } from '../context'

type Orders = ReturnType<typeof orderFacts>

function counts(o: Orders, now: Date) {
  const n = (cond: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number)
  return {
    paid: n(sql`${o.status} in ('paid', 'refunding')`).as('paid'),
    pending: n(sql`${o.status} = 'unpaid' and ${o.payDeadline} > ${now.toISOString()}::timestamptz`).as('pending'),
    refunded: n(sql`${o.status} = 'refunded'`).as('refunded'),
    paidFen: sql<number>`coalesce(sum(${o.amountFen} - ${o.refundedFen}) filter (where ${o.status} in ('paid', 'refunding', 'refunded')), 0)`
      .mapWith(Number).as('paid_fen')
  }
}

function perClass(db: Db, now: Date) {
  const o = orderFacts(db)
  return db.select({ classId: o.classId, ...counts(o, now) }).from(o).where(isNotNull(o.classId)).groupBy(o.classId).as('per_class')
}

const zero: EnrolmentCounts = { paid: 0, pending: 0, refunded: 0, paidFen: 0 }

function classQuery(db: Db, now: Date) {
  const c = classRows(db)
  const p = perClass(db, now)
  const query = db.select({
    id: c.id, goodsTitle: c.goodsTitle, name: c.name, city: c.city, startDate: c.startDate, endDate: c.endDate,
    capacity: c.capacity, seatsLeft: c.seatsLeft, paid: p.paid, pending: p.pending, refunded: p.refunded, paidFen: p.paidFen
  }).from(c).leftJoin(p, eq(p.classId, c.id)).$dynamic()
  return { c, query }
}

type ClassRow = Awaited<ReturnType<ReturnType<typeof classQuery>['query']['execute']>>[number]

function toClass(r: ClassRow): SalesClass {
  return {
    id: r.id, goodsTitle: r.goodsTitle, name: r.name, city: r.city, startDate: String(r.startDate), endDate: String(r.endDate),
    capacity: r.capacity, seatsLeft: r.seatsLeft, paid: r.paid ?? zero.paid, pending: r.pending ?? zero.pending,
    refunded: r.refunded ?? zero.refunded, paidFen: r.paidFen ?? zero.paidFen
  }
}

/** Classes still running or to come first, the soonest start first (those still enrolling); ended ones last, latest first. */
export async function listClasses(ctx: SalesContext, query: PageQueryInput): Promise<Paged<SalesClass>> {
  const { c, query: q } = classQuery(ctx.db, ctx.now())
  const today = chinaDate(ctx.now())
  const ended = sql`case when ${c.endDate} < ${today} then 1 else 0 end`
  const [rows, [total]] = await Promise.all([
    q.orderBy(asc(ended), sql`case when ${c.endDate} < ${today} then null else ${c.startDate} end asc`, desc(c.endDate), asc(c.id))
      .offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(c)
  ])
  return { list: rows.map(toClass), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function getClass(ctx: SalesContext, classId: number): Promise<SalesClassDetail> {
  const now = ctx.now()
  const { c, query } = classQuery(ctx.db, now)
  const [row] = await query.where(eq(c.id, classId)).limit(1)
  if (!row) throw userError('CLASS_NOT_FOUND', '班级不存在')
  const o = orderFacts(ctx.db)
  const day = sql<string>`to_char((${o.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
  const days = await ctx.db.select({ day: day.as('day'), ...counts(o, now) }).from(o)
    .where(eq(o.classId, classId)).groupBy(day).orderBy(desc(day))
  return { cls: toClass(row), days }
}
