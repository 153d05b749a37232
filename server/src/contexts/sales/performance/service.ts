// 我的业绩: the salesperson's attributed orders and their amounts and commission by month (Beijing time), every
// figure computed from the orders and refunds themselves, at the salesperson's current rate.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Paged } from '@contract/envelope'
import type { AttributedOrder, PerformanceMonth, SalesPerformance } from '@contract/sales/shapes'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { attributedOrders, commissionSql } from '../attribution/repo'
import { profileOf } from '../balance/service'
import { readRules } from '../profile/repo'
import type { SalesContext } from '../context'

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

async function mine(ctx: SalesContext, userId: number) {
  const [profile, rules] = await Promise.all([profileOf(ctx.db, userId), readRules(ctx.db)])
  const a = attributedOrders(ctx.db, rules.leadWindowDays)
  const month = sql<string>`to_char((${a.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`
  return { profile, a, month, commission: commissionSql(a, profile.rateBp) }
}

export async function getPerformance(ctx: SalesContext, userId: number): Promise<SalesPerformance> {
  const { profile, a, month, commission } = await mine(ctx, userId)
  const rows = await ctx.db
    .select({
      month: month.as('month'),
      orders: count(),
      amountFen: sql<number>`sum(${a.amountFen})`.mapWith(Number),
      refundedFen: sql<number>`sum(${a.refundedFen})`.mapWith(Number),
      commissionFen: sql<number>`sum(${commission})`.mapWith(Number)
    })
    .from(a).where(eq(a.salespersonId, userId)).groupBy(month).orderBy(desc(month))
  const months: PerformanceMonth[] = rows.map((r) => ({ ...r, orders: Number(r.orders) }))
  return { profile, months }
}

export async function listOrders(ctx: SalesContext, userId: number, query: PageQueryInput & { month?: string }): Promise<Paged<AttributedOrder>> {
  const { a, month, commission } = await mine(ctx, userId)
  const where = and(eq(a.salespersonId, userId), query.month ? eq(month, query.month) : undefined)
  const [rows, [total]] = await Promise.all([
    ctx.db.select({
      id: a.id, orderNo: a.orderNo, goodsTitle: a.goodsTitle, className: a.className, buyerName: a.buyerName,
      buyerPhone: a.buyerPhone, status: a.status, via: a.via, amountFen: a.amountFen, refundedFen: a.refundedFen, paidAt: a.paidAt,
      commissionFen: sql<number>`${commission}`.mapWith(Number)
    }).from(a).where(where)
      .orderBy(desc(a.paidAt), desc(a.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(a).where(where)
  ])
  const list = rows.map((o): AttributedOrder => ({
    id: o.id, orderNo: o.orderNo, goodsTitle: o.goodsTitle, className: o.className,
    buyer: o.buyerName || maskPhone(o.buyerPhone), status: o.status, via: o.via, amountFen: o.amountFen,
    refundedFen: o.refundedFen, commissionFen: o.commissionFen, paidAt: (o.paidAt ?? new Date(0)).toISOString()
  }))
  return { list, total: total?.n ?? 0, page: query.page, size: query.size }
}
