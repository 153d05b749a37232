// Closing unpaid orders: by the learner (cancel) or when the pay window has passed (auto-close). The provider is
// told first, so nobody can pay a closed order; if the payer paid at the last moment, the payment is applied instead.
// Closing gives back what checkout took: the seat, the coupon and the points.
import type { OrderCloseReason } from '../../../db/schema'
import { closeOpenAttempts } from '../payment/repo'
import { stopOpenAttempts, type StopOutcome } from '../payment/provider-calls'
import { releaseCoupon, releaseSeat, returnPoints } from '../../catalog'
import type { CommerceContext } from '../context'
import { expiredUnpaidOrders, findOrderById, transitionOrder, type OrderRow } from './repo'

/** Orders closed per sweep: bounded so one sweep never holds the process for long; the next one continues. */
export const CLOSE_BATCH_SIZE = 100

/** What the points ledger says when an unpaid order gives its points back. */
const POINTS_BACK_NOTE = '订单关闭，退回抵扣积分'

/** closed: done now (or already closed by someone else). paid / unknown: as StopOutcome. */
export type CloseOutcome = 'closed' | Exclude<StopOutcome, 'stopped'>

export async function closeUnpaidOrder(ctx: CommerceContext, order: OrderRow, reason: OrderCloseReason): Promise<CloseOutcome> {
  const stop = await stopOpenAttempts(ctx, order.id)
  if (stop !== 'stopped') return stop
  return ctx.db.transaction(async (tx): Promise<CloseOutcome> => {
    const closed = await transitionOrder(tx, order.id, 'unpaid', 'closed', { closedAt: ctx.now(), closeReason: reason })
    // Not unpaid any more: closed by another request, or paid by a notification that came in between.
    if (!closed) return (await findOrderById(tx, order.id))?.status === 'closed' ? 'closed' : 'paid'
    await closeOpenAttempts(tx, order.id)
    await releaseSeat(tx, { classId: order.classId ?? undefined, examSessionId: order.examSessionId ?? undefined })
    if (order.couponId) await releaseCoupon(tx, order.id)
    if (order.pointsUsed > 0) await returnPoints(tx, order.userId, order.pointsUsed, order.orderNo, 'refund', POINTS_BACK_NOTE)
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
