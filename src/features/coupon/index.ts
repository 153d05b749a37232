// Public entry of the coupon feature: what other features may use (checkout lists usable coupons with the same
// card). Everything else in features/coupon is the coupon area's own.
export { CouponCard } from './components/coupon-card'
/** How a coupon's worth reads (sales lists the batches it may issue with it). */
export { couponValueText } from './coupon-value'
