// SQL of the back office's order screens: every order (not one owner's), joined with its buyer, filtered by status,
// kind, payment method, payment issue, keyword (order number or buyer phone), buyer and China dates; the order's payment attempts;
// the conditional UPDATE that resolves a payment issue.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { AdminOrderListQuery } from '@contract/commerce/admin-shapes'
import type { Db } from '../../../db'
import { orders, payments, refunds } from '../tables'
import { people } from '../../identity'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import type { OrderRow } from '../order/repo'
import { anyContains, inChinaDates } from '../../../db/filters'

export type OrderListFilter = Omit<AdminOrderListQuery, 'page' | 'size'>

function issueWhere(issue: OrderListFilter['paymentIssue']): SQL | undefined {
  if (!issue) return undefined
  if (issue === 'open') return and(isNotNull(orders.paymentIssue), isNull(orders.paymentIssueResolvedAt))
  return eq(orders.paymentIssue, issue)
}

function listWhere(filter: OrderListFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.kind ? eq(orders.goodsKind, filter.kind) : undefined,
    filter.method ? eq(orders.paymentMethod, filter.method) : undefined,
    issueWhere(filter.paymentIssue),
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.keyword ? anyContains(filter.keyword, [orders.orderNo, people.phone]) : undefined,
    ...inChinaDates(orders.createdAt, filter.from, filter.to)
  )
}

const buyerColumns = { buyerPhone: people.phone, buyerName: people.name }

/**
 * What a list row needs to reconcile against the providers' bills: the merchant number of the attempt that paid
 * (the bill's 商户订单号), the money refunded and the refund numbers (the refund bill's 商户退款单号).
 */
const reconcileColumns = {
  paidOutTradeNo: sql<string | null>`(select ${payments.outTradeNo} from ${payments} where ${payments.orderId} = ${orders.id}
    and ${payments.status} = 'paid' order by ${payments.paidAt} limit 1)`,
  refundedFen: sql<number>`(select coalesce(sum(${refunds.amountFen}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id}
    and ${refunds.status} = 'approved')`,
  refundNos: sql<string | null>`(select string_agg(${refunds.outRefundNo}, ' ' order by ${refunds.id}) from ${refunds}
    where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'approved')`
}

export async function listOrders(db: Db, filter: OrderListFilter, page: PageQueryInput) {
  const where = listWhere(filter)
  const [rows, [total]] = await Promise.all([
    db.select({ order: orders, ...buyerColumns, ...reconcileColumns }).from(orders).innerJoin(people, eq(people.id, orders.userId)).where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(orders).innerJoin(people, eq(people.id, orders.userId)).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findOrderWithBuyer(db: Db, id: number) {
  const [row] = await db.select({ order: orders, ...buyerColumns }).from(orders).innerJoin(people, eq(people.id, orders.userId))
    .where(eq(orders.id, id)).limit(1)
  return row
}

export async function paymentsOf(db: Db, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)
}

/** Marks the order's payment issue resolved, once: undefined when there is none or it was resolved already. */
export async function resolvePaymentIssue(tx: Db, id: number, note: string, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ paymentIssueResolvedAt: at, paymentIssueNote: note })
    .where(and(eq(orders.id, id), isNotNull(orders.paymentIssue), isNull(orders.paymentIssueResolvedAt)))
    .returning()
  return row
}
