// What the orders module calls, all inside its order transaction (`tx`): the price (computeQuote), seats, coupon
// use, points and entitlements. Each scarce thing is taken by a conditional UPDATE and throws a readable
// refusal (SEAT_TAKEN, COUPON_UNAVAILABLE, POINTS_NOT_ENOUGH) when it is gone; the caller lets the transaction roll
// back. The refund rules these support are in REFUND_POLICY.md.
export { computeQuote, type QuoteRequest, type QuoteResult } from './quote'
export { takeSeat, releaseSeat, type SeatRef } from './seats'
export { useCoupon, releaseCoupon } from './coupon-use'
export { spendPoints, returnPoints, earnPoints, reverseEarnedPoints, type Reversal } from './points-ops'
export { grantGoods, revokeGoods, ownsGoods, refuseIfHeld, alreadyHeld } from './entitlements'
export { heldOtherwise } from '../goods/holding'
export { recordBundleCredits } from './bundle-credits'
export { orderSchedule } from './schedule'
export { isFullRefund, pointsEarnedFor, proportionalShare } from './price-math'
