// The finance report: payments received and refunds paid back in a range of China days, grouped by goods, kind,
// channel (WeChat Pay, Alipay, the sandbox, free, offline bank transfers), salesperson, day or month, with refund
// rate, coupons and points spent. From the same rows as the statements (commerce's paid orders and paid refunds) and,
// by salesperson, the sales context's attribution of each order, never typed in.
import { and, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { FinanceReport, FinanceReportQuery, FinanceReportRow } from '@contract/settlement/admin-shapes'
import { PAY_CHANNEL_GROUPS, REPORT_MAX_DAYS, UNATTRIBUTED_KEY, type ReportGroup } from '@contract/settlement/constants'
import { addChinaDays, chinaMidnight, daysBetween } from '@contract/china-time'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { paidOrderRows, paidRefundRows } from '../../commerce'
import { orderSalespeople } from '../../sales'

type Sellers = Awaited<ReturnType<typeof orderSalespeople>>
interface Cols {
  goodsId: SQLWrapper; goodsTitle: SQLWrapper; goodsKind: SQLWrapper; paymentMethod: SQLWrapper; at: SQLWrapper
  /** Joined only when grouping by salesperson. */
  seller?: Sellers
}
/** Groups whose label is one of many equal values per key, so it is aggregated rather than grouped by. */
const AGGREGATED_LABEL = new Set<ReportGroup>(['goods', 'salesperson'])

/** The group key and its label as SQL over one source's columns. */
function groupOf(group: ReportGroup, c: Cols): { key: SQL<string>; label: SQL<string> } {
  switch (group) {
    case 'goods': return { key: sql<string>`${c.goodsId}::text`, label: sql<string>`max(${c.goodsTitle})` }
    case 'kind': return { key: sql<string>`${c.goodsKind}`, label: sql<string>`${c.goodsKind}` }
    case 'channel': {
      const channel = sql<string>`case when ${c.paymentMethod} like 'wechat%' then 'wechat' when ${c.paymentMethod} like 'alipay%' then 'alipay'
        when ${c.paymentMethod} in ('sandbox', 'offline') then ${c.paymentMethod} else 'free' end`
      return { key: channel, label: channel }
    }
    case 'salesperson': {
      const seller = c.seller!
      return {
        key: sql<string>`coalesce(${seller.salespersonId}::text, ${UNATTRIBUTED_KEY})`,
        label: sql<string>`coalesce(max(${seller.name} || '（' || ${seller.code} || '）'), '')`
      }
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
  const seller = query.groupBy === 'salesperson' ? await orderSalespeople(db) : undefined
  const p = groupOf(query.groupBy, { goodsId: paid.goodsId, goodsTitle: paid.goodsTitle, goodsKind: paid.goodsKind, paymentMethod: paid.paymentMethod, at: paid.paidAt, seller })
  const r = groupOf(query.groupBy, { goodsId: back.goodsId, goodsTitle: back.goodsTitle, goodsKind: back.goodsKind, paymentMethod: back.paymentMethod, at: back.refundedAt, seller })
  const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::bigint`.mapWith(Number)
  const by = [sql`1`, ...(AGGREGATED_LABEL.has(query.groupBy) ? [] : [sql`2`])]
  const sales = db.select({
    key: p.key, label: p.label, n: num(sql`count(*)`), fen: num(sql`sum(${paid.amountFen})`), coupon: num(sql`sum(${paid.couponFen})`),
    points: num(sql`sum(${paid.pointsFen})`), pointsUsed: num(sql`sum(${paid.pointsUsed})`)
  }).from(paid).$dynamic()
  const refunds = db.select({ key: r.key, label: r.label, n: num(sql`count(*)`), fen: num(sql`sum(${back.amountFen})`) }).from(back).$dynamic()
  if (seller) {
    sales.leftJoin(seller, eq(seller.orderId, paid.orderId))
    refunds.leftJoin(seller, eq(seller.orderId, back.orderId))
  }
  return Promise.all([
    sales.where(and(gte(paid.paidAt, start), lt(paid.paidAt, end))).groupBy(...by),
    refunds.where(and(gte(back.refundedAt, start), lt(back.refundedAt, end))).groupBy(...by)
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
  if (AGGREGATED_LABEL.has(query.groupBy)) list.sort((a, b) => b.receivedFen - a.receivedFen || a.key.localeCompare(b.key))
  else list.sort((a, b) => a.key.localeCompare(b.key))
  const totals = finish(list.reduce((t, row) => ({
    ...t, paidOrders: t.paidOrders + row.paidOrders, receivedFen: t.receivedFen + row.receivedFen, refundCount: t.refundCount + row.refundCount,
    refundedFen: t.refundedFen + row.refundedFen, couponFen: t.couponFen + row.couponFen, pointsFen: t.pointsFen + row.pointsFen,
    pointsUsed: t.pointsUsed + row.pointsUsed
  }), emptyRow('total', '')))
  return { from: query.from, to: query.to, groupBy: query.groupBy, rows: list, totals, channels: PAY_CHANNEL_GROUPS }
}
