// The learner's orders as pages/order shows them: the list, the detail and cancelling. This module sits above order,
// payment, refund, invoice and logistics and composes them: the detail carries its refund, invoice and logistics so
// pages/order/detailOrder needs one call. None of them imports it back. Every read is owner-scoped (another user's
// order answers exactly like a missing one) and closes an unpaid order whose pay window has passed before it
// answers, so nobody sees a payable order the sweep has not reached yet.
import type {
  Invoice, Logistics, Order, OrderCounts, OrderSchedule, OrderSummary, Refund, orderListQuery
} from '@contract/commerce/schemas'
import { ORDER_STATUSES } from '@contract/commerce/constants'
import type { Paged } from '@contract/envelope'
import type { z } from 'zod'
import { userError } from '../../../http/errors'
import { orderSchedule } from '../../catalog'
import { offsetOf } from '../../../http/query'
import type { CommerceContext } from '../context'
import { findOwnInvoiceByOrder } from '../invoice/repo'
import { toInvoice } from '../invoice/service'
import { findLogistics } from '../logistics/repo'
import { toLogistics } from '../logistics/service'
import * as repo from '../order/repo'
import { toOrderSummary } from '../order/to-json'
import { closeExpiredOrders, closeUnpaidOrder, loadOwnOrder } from '../payment/close-order'
import { latestRefundOfOrder } from '../refund/repo'
import { ownOrderPage } from './repo'
import { toRefund } from '../refund/service'

export interface OrderExtras {
  schedule: OrderSchedule | null
  refund: Refund | null
  invoice: Invoice | null
  logistics: Logistics | null
}

/** An order row with what the other modules say about it → the contract's Order (the back office's detail too). */
export function toOrder(row: repo.OrderRow, extras: OrderExtras): Order {
  return {
    ...toOrderSummary(row),
    paymentMethod: row.paymentMethod ?? null,
    transactionId: row.transactionId ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    couponDiscountFen: row.couponDiscountFen,
    pointsUsed: row.pointsUsed,
    bundleDeductionFen: row.bundleDeductionFen,
    address: row.address ?? null,
    ...extras
  }
}

export async function getOrder(ctx: CommerceContext, userId: number, id: number): Promise<Order> {
  const row = await loadOwnOrder(ctx, userId, id)
  const [schedule, refund, invoice, logistics] = await Promise.all([
    orderSchedule(ctx.db, row),
    latestRefundOfOrder(ctx.db, userId, id),
    findOwnInvoiceByOrder(ctx.db, userId, id),
    findLogistics(ctx.db, id)
  ])
  return toOrder(row, {
    schedule,
    refund: refund ? toRefund(refund) : null,
    invoice: invoice ? toInvoice(invoice) : null,
    logistics: logistics ? toLogistics(logistics) : null
  })
}

export async function listOrders(
  ctx: CommerceContext,
  userId: number,
  query: z.output<typeof orderListQuery>
): Promise<Paged<OrderSummary>> {
  await closeExpiredOrders(ctx, ctx.now(), userId)
  const { rows, total } = await ownOrderPage(ctx.db, userId, query.status, { offset: offsetOf(query), limit: query.size })
  const list = rows.map((row) => ({ ...toOrderSummary(row), hasInvoice: row.hasInvoice }))
  return { list, total, page: query.page, size: query.size }
}

/** Orders per status for the tabs and the 我的 shortcuts; expired unpaid orders are closed first, as in the list. */
export async function countOrders(ctx: CommerceContext, userId: number): Promise<OrderCounts> {
  await closeExpiredOrders(ctx, ctx.now(), userId)
  const counts = Object.fromEntries(['all', ...ORDER_STATUSES].map((k) => [k, 0])) as OrderCounts
  for (const { status, n } of await repo.countOwnOrdersByStatus(ctx.db, userId)) {
    counts[status] = n
    counts.all += n
  }
  return counts
}

/** unpaid → closed (cancelled): the payment is closed at the provider first, then seat, coupon and points return. */
export async function cancelOrder(ctx: CommerceContext, userId: number, id: number): Promise<Order> {
  const row = await loadOwnOrder(ctx, userId, id)
  if (row.status === 'closed') throw userError('ORDER_CLOSED', '订单已关闭')
  if (row.status !== 'unpaid') throw userError('ORDER_PAID', '订单已支付，不能取消')
  const outcome = await closeUnpaidOrder(ctx, row, 'cancelled')
  if (outcome === 'paid') throw userError('ORDER_PAID', '订单已支付，不能取消')
  if (outcome === 'unknown') throw userError('CANCEL_FAILED', '取消失败，请稍后再试')
  return getOrder(ctx, userId, id)
}
