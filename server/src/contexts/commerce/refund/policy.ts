// What a completed refund gives back and takes back, as server/src/contexts/catalog/pricing/REFUND_POLICY.md says. Runs in
// the transaction that moves the refund to approved, so it happens exactly once per refund. An order may be refunded
// in parts: every share is computed on the total refunded so far, so the parts add up to what one refund of the
// same total would have given back (no rounding drift), and the purchase is undone when the total reaches the paid.
import type { Db } from '../../../db'
import type { OrderRow } from '../order/repo'
import {
  isFullRefund, proportionalShare, releaseCoupon, releaseSeat, returnPoints, reverseEarnedPoints, revokeGoods
} from '../../catalog'
import type { RefundRow } from './repo'

/** `refundedFen`: every completed refund of the order, this one included. */
export async function undoPurchase(tx: Db, order: OrderRow, refund: RefundRow, refundedFen: number, now: Date): Promise<void> {
  const paidFen = order.amountDueFen // the order is paid: its amount due is what was paid
  // Points earned by the purchase go back in the share of the money that went back (all of them on a full refund).
  await reverseEarnedPoints(tx, order.userId, order.orderNo, Math.max(0, paidFen - refundedFen))
  // Points spent at checkout come back in the same share: this refund's part of the total share.
  const before = refundedFen - refund.amountFen
  const pointsBack = proportionalShare(order.pointsUsed, refundedFen, paidFen) - proportionalShare(order.pointsUsed, before, paidFen)
  if (pointsBack > 0) await returnPoints(tx, order.userId, pointsBack, order.orderNo)
  if (!isFullRefund(refundedFen, paidFen)) return
  // A full refund undoes the purchase: the goods, the seat and the coupon go back.
  await revokeGoods(tx, order.id, now)
  await releaseSeat(tx, { classId: order.classId ?? undefined, examSessionId: order.examSessionId ?? undefined })
  if (order.couponId) await releaseCoupon(tx, order.id)
}
