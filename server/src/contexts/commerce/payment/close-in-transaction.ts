// Closing an unpaid order inside a transaction: unpaid → closed, and what checkout took (the seat, the coupon, the
// points) given back. Used by close-order.ts (cancel, expiry) and by apply-payment.ts (money for an order whose goods
// another order holds already).
import type { Db } from '../../../db'
import type { OrderCloseReason } from '../tables'
import { releaseCoupon, releaseSeat, returnPoints } from '../../catalog'
import { transitionOrder, type OrderRow } from '../order/repo'
import { closeOpenAttempts } from './repo'

/** What the points ledger says when an unpaid order gives its points back. */
const POINTS_BACK_NOTE = '订单关闭，退回抵扣积分'

/** unpaid → closed and give back what checkout took; false when the order was not unpaid any more. */
export async function closeInTransaction(tx: Db, order: OrderRow, reason: OrderCloseReason, now: Date): Promise<boolean> {
  const closed = await transitionOrder(tx, order.id, 'unpaid', 'closed', { closedAt: now, closeReason: reason })
  if (!closed) return false
  await closeOpenAttempts(tx, order.id)
  await releaseSeat(tx, { classId: order.classId ?? undefined, examSessionId: order.examSessionId ?? undefined })
  if (order.couponId) await releaseCoupon(tx, order.id)
  if (order.pointsUsed > 0) await returnPoints(tx, order.userId, order.pointsUsed, order.orderNo, 'refund', POINTS_BACK_NOTE)
  return true
}

