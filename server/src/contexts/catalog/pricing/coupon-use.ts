// Using a coupon on an order and giving it back. One conditional UPDATE each (state and validity in the WHERE),
// so 50 parallel orders with the same coupon get exactly one use.
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { markUsed, releaseForOrder } from '../coupon/repo'

/** unused → used for this order; throws COUPON_UNAVAILABLE when it is used, expired or not the user's. */
export async function useCoupon(tx: Db, userId: number, couponId: number, orderId: number, now: Date): Promise<void> {
  if (!(await markUsed(tx, userId, couponId, orderId, now))) {
    throw userError('COUPON_UNAVAILABLE', '优惠券已被使用或已过期')
  }
}

/**
 * The coupon the order used goes back to unused (order closed or cancelled, full refund). One that has expired
 * meanwhile then simply reads as expired. Returns how many coupons were released (0 or 1); safe to repeat.
 */
export function releaseCoupon(tx: Db, orderId: number): Promise<number> {
  return releaseForOrder(tx, orderId)
}
