// The finance report: payments received and refunds paid back in a range of China days, grouped by goods, kind,
// channel (WeChat Pay, Alipay, the sandbox, free), day or month, with refund rate, coupons and points spent.
// From the same rows as the statements (commerce's paid orders and paid refunds), never typed in.
import { and, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { FinanceReport, FinanceReportQuery, FinanceReportRow } from '@contract/settlement/admin-shapes'
import { PAY_CHANNEL_GROUPS, REPORT_MAX_DAYS, type ReportGroup } from '@contract/settlement/constants'
import { addChinaDays, chinaMidnight, daysBetween } from '@contract/china-time'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { paidOrderRows, paidRefundRows } from '../../commerce'

interface Cols { goodsId: SQLWrapper; goodsTitle: SQLWrapper; goodsKind: SQLWrapper; paymentMethod: SQLWrapper; at: SQLWrapper }

/** The group key and its label as SQL over one source's columns. */
function groupOf(group: ReportGroup, c: Cols): { key: SQL<string>; label: SQL<string> } {
  switch (group) {
    case 'goods': return { key: sql<string>`${c.goodsId}::text`, label: sql<string>`max(${c.goodsTitle})` }
    case 'kind': return { key: sql<string>`${c.goodsKind}`, label: sql<string>`${c.goodsKind}` }
    case 'channel': {
      const channel = sql<string>`case when ${c.paymentMethod} like 'wechat%' then 'wechat' when ${c.paymentMethod} like 'alipay%' then 'alipay'
        when ${c.paymentMethod} = 'sandbox' then 'sandbox' else 'free' end`
      return { key: channel, label: channel }
    }
    case 'day': {
      const day = sql<string>`to_char(${c.at} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`
      return { key: day, label: day }
    }
    case 'month': {
      const month = sql<string>`to_char(${c.at} at time zone 'Asia/Shanghai', 'YYYY-MM')`
      return { key: month, label: month }
    }
  }
}

const emptyRow = (key: string, label: string): FinanceReportRow => ({
  key, label, paidOrders: 0, receivedFen: 0, refundCount: 0, refundedFen: 0, netFen: 0, refundRateBp: 0, couponFen: 0, pointsFen: 0, pointsUsed: 0
})

function finish(row: FinanceReportRow): FinanceReportRow {
  const netFen = row.receivedFen - row.refundedFen
  return { ...row, netFen, refundRateBp: row.receivedFen > 0 ? Math.round((row.refundedFen * 10000) / row.receivedFen) : 0 }
}

async function readGroups(db: Db, query: FinanceReportQuery, start: Date, end: Date) {
  const paid = paidOrderRows(db)
  const back = paidRefundRows(db)
  const p = groupOf(query.groupBy, { goodsId: paid.goodsId, goodsTitle: paid.goodsTitle, goodsKind: paid.goodsKind, paymentMethod: paid.paymentMethod, at: paid.paidAt })
  const r = groupOf(query.groupBy, { goodsId: back.goodsId, goodsTitle: back.goodsTitle, goodsKind: back.goodsKind, paymentMethod: back.paymentMethod, at: back.refundedAt })
  const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::bigint`.mapWith(Number)
  return Promise.all([
    db.select({
      key: p.key, label: p.label, n: num(sql`count(*)`), fen: num(sql`sum(${paid.amountFen})`), coupon: num(sql`sum(${paid.couponFen})`),
      points: num(sql`sum(${paid.pointsFen})`), pointsUsed: num(sql`sum(${paid.pointsUsed})`)
    }).from(paid).where(and(gte(paid.paidAt, start), lt(paid.paidAt, end))).groupBy(sql`1`, ...(query.groupBy === 'goods' ? [] : [sql`2`])),
    db.select({ key: r.key, label: r.label, n: num(sql`count(*)`), fen: num(sql`sum(${back.amountFen})`) })
      .from(back).where(and(gte(back.refundedAt, start), lt(back.refundedAt, end))).groupBy(sql`1`, ...(query.groupBy === 'goods' ? [] : [sql`2`]))
  ])
}

export async function financeReport(db: Db, query: FinanceReportQuery): Promise<FinanceReport> {
  if (daysBetween(query.from, query.to) >= REPORT_MAX_DAYS) throw userError('VALIDATION', `报表最多覆盖${REPORT_MAX_DAYS}天`, 'to')
  const start = chinaMidnight(query.from)
  const end = chinaMidnight(addChinaDays(query.to, 1))
  const [sales, refunds] = await readGroups(db, query, start, end)
  const rows = new Map<string, FinanceReportRow>()
  const rowOf = (key: string, label: string) => rows.get(key) ?? rows.set(key, emptyRow(key, label)).get(key)!
  for (const s of sales) Object.assign(rowOf(s.key, s.label), { paidOrders: s.n, receivedFen: s.fen, couponFen: s.coupon, pointsFen: s.points, pointsUsed: s.pointsUsed })
  for (const r of refunds) Object.assign(rowOf(r.key, r.label), { refundCount: r.n, refundedFen: r.fen })
  const list = [...rows.values()].map(finish)
  if (query.groupBy === 'goods') list.sort((a, b) => b.receivedFen - a.receivedFen || a.key.localeCompare(b.key))
  else list.sort((a, b) => a.key.localeCompare(b.key))
  const totals = finish(list.reduce((t, row) => ({
    ...t, paidOrders: t.paidOrders + row.paidOrders, receivedFen: t.receivedFen + row.receivedFen, refundCount: t.refundCount + row.refundCount,
    refundedFen: t.refundedFen + row.refundedFen, couponFen: t.couponFen + row.couponFen, pointsFen: t.pointsFen + row.pointsFen,
    pointsUsed: t.pointsUsed + row.pointsUsed
  }), emptyRow('total', '')))
  return { from: query.from, to: query.to, groupBy: query.groupBy, rows: list, totals, channels: PAY_CHANNEL_GROUPS }
}
