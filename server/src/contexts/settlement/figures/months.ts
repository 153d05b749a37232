// An organisation's months of a year (月度开班记录): classes starting in each month, learners whose payment came in
// it, payments received and refunds paid back in it (China time). Three grouped reads, merged per month.
import { and, count, eq, gte, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm'
import type { MonthRecord } from '@contract/settlement/shapes'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { paidOrderRows, paidRefundRows } from '../../commerce'
import { monthRange } from '../scope/months'
import { settlementOrgClasses } from '../tables'

const monthText = (at: SQLWrapper) => sql<string>`to_char(${at} at time zone 'Asia/Shanghai', 'YYYY-MM')`

export async function orgMonths(db: Db, orgIds: SQLWrapper | number[], year: string, lastMonth: string): Promise<MonthRecord[]> {
  const start = monthRange(`${year}-01`).start
  const end = monthRange(`${year}-12`).end
  const paid = paidOrderRows(db)
  const back = paidRefundRows(db)
  const classes = classRows(db)
  const paidMonth = monthText(paid.paidAt)
  const backMonth = monthText(back.refundedAt)
  const [opened, sales, refunds] = await Promise.all([
    db.select({ month: sql<string>`substr(${classes.startDate}::text, 1, 7)`, n: count() })
      .from(settlementOrgClasses).innerJoin(classes, eq(classes.id, settlementOrgClasses.classId))
      .where(and(inArray(settlementOrgClasses.orgId, orgIds), gte(classes.startDate, `${year}-01-01`), lt(classes.startDate, `${Number(year) + 1}-01-01`)))
      .groupBy(sql`1`),
    db.select({
      month: paidMonth, learners: sql<number>`count(distinct ${paid.userId})`.mapWith(Number),
      fen: sql<number>`coalesce(sum(${paid.amountFen}), 0)`.mapWith(Number)
    })
      .from(paid).innerJoin(settlementOrgClasses, eq(settlementOrgClasses.classId, paid.classId))
      .where(and(inArray(settlementOrgClasses.orgId, orgIds), gte(paid.paidAt, start), lt(paid.paidAt, end)))
      .groupBy(sql`1`),
    db.select({ month: backMonth, fen: sql<number>`coalesce(sum(${back.amountFen}), 0)`.mapWith(Number) })
      .from(back).innerJoin(settlementOrgClasses, eq(settlementOrgClasses.classId, back.classId))
      .where(and(inArray(settlementOrgClasses.orgId, orgIds), gte(back.refundedAt, start), lt(back.refundedAt, end)))
      .groupBy(sql`1`)
  ])
  const months: MonthRecord[] = []
  for (let m = 1; m <= 12; m++) {
    const month = `${year}-${String(m).padStart(2, '0')}`
    if (month > lastMonth) break
    const sale = sales.find((r) => r.month === month)
    const receivedFen = sale?.fen ?? 0
    const refundedFen = refunds.find((r) => r.month === month)?.fen ?? 0
    months.push({
      month, classesOpened: opened.find((r) => r.month === month)?.n ?? 0, learners: sale?.learners ?? 0,
      receivedFen, refundedFen, netFen: receivedFen - refundedFen
    })
  }
  // Newest month first, as the page lists them.
  return months.reverse()
}
