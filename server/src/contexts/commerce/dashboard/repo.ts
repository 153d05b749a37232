// SQL of the dashboard: orders placed, orders paid (and what was paid), refunds completed, each per China day
// (UTC+8) in a range of instants. Aggregated in the database; a day without rows is simply absent.
import { and, count, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm'
import type { Db } from '../../../db'
import { orders, refunds } from '../tables'

/** The China date (YYYY-MM-DD) of a timestamptz column; UTC+8 all year, no daylight saving. */
const chinaDay = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

export interface DayCounts {
  orders: Map<string, number>
  paid: Map<string, { n: number; fen: number }>
  refunds: Map<string, { n: number; fen: number }>
}

export async function dayCounts(db: Db, from: Date, to: Date): Promise<DayCounts> {
  const createdDay = chinaDay(orders.createdAt)
  const paidDay = chinaDay(orders.paidAt)
  const refundDay = chinaDay(refunds.paidAt)
  const [placed, paid, refunded] = await Promise.all([
    db.select({ day: createdDay, n: count() }).from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to))).groupBy(createdDay),
    db.select({ day: paidDay, n: count(), fen: sql<number>`coalesce(sum(${orders.amountDueFen}), 0)::int` }).from(orders)
      .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to))).groupBy(paidDay),
    // A refund is done when its money went back: status approved, at its paid_at.
    db.select({ day: refundDay, n: count(), fen: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int` }).from(refunds)
      .where(and(eq(refunds.status, 'approved'), gte(refunds.paidAt, from), lt(refunds.paidAt, to))).groupBy(refundDay)
  ])
  return {
    orders: new Map(placed.map((r) => [r.day, r.n])),
    paid: new Map(paid.map((r) => [r.day, { n: r.n, fen: r.fen }])),
    refunds: new Map(refunded.map((r) => [r.day, { n: r.n, fen: r.fen }]))
  }
}
