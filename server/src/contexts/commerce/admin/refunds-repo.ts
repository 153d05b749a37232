// SQL of the back office's refund screens: refunds joined with their order and buyer, by status and keyword, and
// the console steps taken on a refund, read back from the audit log (resource 'refund').
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { RefundStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { orders, refunds } from '../tables'
import { people } from '../../identity'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { anyContains } from '../../../db/filters'

export interface RefundListFilter {
  status?: RefundStatus
  keyword?: string
}

/** Work queues (a refund waiting for someone) are worked through oldest first; finished ones read newest first. */
const OPEN: readonly RefundStatus[] = ['pending', 'finance_approved', 'paying']

const joined = {
  refund: refunds,
  orderNo: orders.orderNo,
  orderAmountDueFen: orders.amountDueFen,
  goodsTitle: orders.goodsTitle,
  buyerPhone: people.phone,
  buyerName: people.name,
  orderPaymentMethod: orders.paymentMethod
}

function select(db: Db) {
  return db.select(joined).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(people, eq(people.id, refunds.userId))
}


function listWhere(filter: RefundListFilter): SQL | undefined {
  return and(
    filter.status ? eq(refunds.status, filter.status) : undefined,
    filter.keyword ? anyContains(filter.keyword, [orders.orderNo, people.phone]) : undefined
  )
}

export async function listRefunds(db: Db, filter: RefundListFilter, page: PageQueryInput) {
  const where = listWhere(filter)
  const oldestFirst = filter.status !== undefined && OPEN.includes(filter.status)
  const order = oldestFirst ? [asc(refunds.createdAt), asc(refunds.id)] : [desc(refunds.createdAt), desc(refunds.id)]
  const [rows, [total]] = await Promise.all([
    select(db).where(where).orderBy(...order).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(people, eq(people.id, refunds.userId)).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findRefundJoined(db: Db, id: number) {
  const [row] = await select(db).where(eq(refunds.id, id)).limit(1)
  return row
}

/** Every refund of an order, oldest first. */
export async function refundsOfOrder(db: Db, orderId: number) {
  return select(db).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id))
}

export type JoinedRefund = NonNullable<Awaited<ReturnType<typeof findRefundJoined>>>
