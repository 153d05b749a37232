// Receiving a shared coupon (pages/coupon/share): what the button can offer, and the receive call itself.
import type { Coupon, SharedCoupon } from '@contract/catalog/schemas'
import { onBusinessMessage } from '@/shared/request'
import { receiveCoupon } from './api'

/** open: can be received; received: this user has it; soldOut: no stock left; ended: the campaign is over. */
export type SharedCouponState = 'open' | 'received' | 'soldOut' | 'ended'

/** Having it wins over sold out, so a user who received the last one reads 已领取, not 已领完. */
export function sharedCouponState(coupon: Pick<SharedCoupon, 'received' | 'stockLeft' | 'validUntil'>, now = new Date()): SharedCouponState {
  if (coupon.received) return 'received'
  if (coupon.stockLeft <= 0) return 'soldOut'
  if (new Date(coupon.validUntil).getTime() <= now.getTime()) return 'ended'
  return 'open'
}

/**
 * Receives the coupon. When the server refuses (already received, sold out, campaign ended) it answers with a
 * message and the call never settles (product rules §8), so `onRefused` is how the page learns to show the fresh state.
 */
export async function receiveSharedCoupon(shareCode: string, onRefused: () => void): Promise<Coupon> {
  const stop = onBusinessMessage(() => {
    stop()
    onRefused()
  })
  try {
    return await receiveCoupon(shareCode)
  } finally {
    stop()
  }
}
