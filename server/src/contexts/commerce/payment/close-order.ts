// Closing unpaid orders: by the learner (cancel) or when the pay window has passed (auto-close). The provider is
// told first, so nobody can pay a closed order; if the payer paid at the last moment, the payment is applied instead.
// Closing gives back what checkout took: the seat, the coupon and the points. It lives in payment because an unpaid
// order ends either way, paid or closed, and only the provider can say which.
import type { OrderCloseReason } from '../tables'
import { userError } from '../../../http/errors'
import type { CommerceContext } from '../context'
import { expiredUnpaidOrders, findOrderById, findOwnOrder, type OrderRow } from '../order/repo'
import { stopOpenAttempts, type StopOutcome } from './provider-calls'
import { closeInTransaction } from './close-in-transaction'

/** Orders closed per sweep: bounded so one sweep never holds the process for long; the next one continues. */
export const CLOSE_BATCH_SIZE = 100

/** closed: done now (or already closed by someone else). paid / unknown: as StopOutcome. */
export type CloseOutcome = 'closed' | Exclude<StopOutcome, 'stopped'>

export async function closeUnpaidOrder(ctx: CommerceContext, order: OrderRow, reason: OrderCloseReason): Promise<CloseOutcome> {
  const stop = await stopOpenAttempts(ctx, order.id)
  if (stop !== 'stopped') return stop
  return ctx.db.transaction(async (tx): Promise<CloseOutcome> => {
    // Not unpaid any more: closed by another request, or paid by a notification that came in between.
    if (!(await closeInTransaction(tx, order, reason, ctx.now()))) {
      return (await findOrderById(tx, order.id))?.status === 'closed' ? 'closed' : 'paid'
    }
    return 'closed'
  })
}

export const isExpired = (order: OrderRow, now: Date) => order.status === 'unpaid' && order.payDeadline <= now

/** Auto-close: every unpaid order past its deadline (optionally one user's), up to CLOSE_BATCH_SIZE. */
export async function closeExpiredOrders(ctx: CommerceContext, now: Date = ctx.now(), userId?: number): Promise<number> {
  const due = await expiredUnpaidOrders(ctx.db, now, CLOSE_BATCH_SIZE, userId)
  let closed = 0
  for (const order of due) {
    if ((await closeUnpaidOrder(ctx, order, 'expired')) === 'closed') closed += 1
  }
  return closed
}

/** Lazy auto-close when an order is read: the sweep may not have reached it yet. */
export async function closeIfExpired(ctx: CommerceContext, order: OrderRow): Promise<boolean> {
  if (!isExpired(order, ctx.now())) return false
  await closeUnpaidOrder(ctx, order, 'expired')
  return true
}

/**
 * The user's order as every learner route reads it: closed first if its pay window has passed, so nobody sees a
 * payable order the sweep has not reached yet. NOT_FOUND for a missing order or someone else's (owner in the WHERE).
 */
export async function loadOwnOrder(ctx: CommerceContext, userId: number, id: number): Promise<OrderRow> {
  const row = await findOwnOrder(ctx.db, userId, id)
  if (!row) throw userError('NOT_FOUND', '订单不存在')
  if (!(await closeIfExpired(ctx, row))) return row
  return (await findOwnOrder(ctx.db, userId, id)) ?? row
}
