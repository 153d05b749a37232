// Public entry of the catalog context: the only file another context may import (see .dependency-cruiser.cjs).
// Pricing is what commerce builds orders from; the response schemas let commerce answer goods and coupons in
// the same shapes the catalog does.
export { catalogContext } from './plugin'
export type { CatalogContext } from './context'
export * from './pricing'
export { agreementRefResponse, goodsSummaryResponse } from './goods/schemas'
// The home page's recommended goods and a banner's goods link (content).
export { goodsExists, listOnSaleGoods } from './goods/service'
export { couponResponse } from './coupon/schemas'
// Rich text through the same allow-list everywhere learners read operator-written HTML (content's FAQ too).
export { sanitizeRichText } from './agreements/sanitize-html'
