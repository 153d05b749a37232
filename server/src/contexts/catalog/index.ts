// Public entry of the catalog context: the only file another context may import (see .dependency-cruiser.cjs).
// Pricing is what commerce builds orders from; the response schemas let commerce answer goods and coupons in
// the same shapes the catalog does.
export { catalogContext } from './plugin'
export type { CatalogContext } from './context'
export * from './pricing'
export { agreementRefResponse, goodsSummaryResponse } from './goods/schemas'
// Goods by id for content's links (a teacher's courses, a story's course), with the catalog's one on-sale rule.
export { goodsRefsByIds, onSaleGoodsByIds, type GoodsRef } from './goods/by-ids'
// The home page's recommended goods and a banner's goods link (content).
export { goodsExists, listOnSaleGoods } from './goods/service'
export { COURSE_TAB_PATHS, courseTabFirstScreen, GOODS_PAGE_PATHS, goodsPageCover } from './goods/first-screen'
export { couponResponse } from './coupon/schemas'
/** Sales issues coupons of its allowed batches inside its own transaction, and lists them joined with its rows. */
export { couponTemplateRows, grantCoupon, heldCouponRows } from './coupon/grant'
// Rich text through the same allow-list everywhere learners read operator-written HTML (content's FAQ too).
export { sanitizeRichText } from './agreements/sanitize-html'
/** The on-sale goods as text, and a stamp that changes with them: the content context's search index. */
// Today's date in China and where a class's dates stand on it: the one rule learning's joined classes follow too.
export { chinaDate, classPhase, classSelectable, classStatus, daysBetween } from './goods/availability'
export { listOnSaleGoodsText, onSaleGoodsStamp, type GoodsText } from './goods/search-text'
/** The tags of the best-selling goods: the search page's suggestions before anyone has searched. */
export { listHotTerms as listBestSellerTags } from './goods/repo'
/** The classes as a subquery: learning joins it with commerce's seats in one statement. */
export { classNameOf, classRows } from './goods/class-rows'
/** The bundles an order's entitlement priced down, for commerce's refund rule. */
export { bundleCreditsOn } from './goods/bundle-credits'
/** The mini-program code service on given deps: its API test drives it against a fake WeChat. */
export { createMiniCodeService } from './mini-code/service'
/** Stop a class's sign-up inside the caller's transaction: the classroom's back office cancels a class with it. */
export { setClassOffSale } from './admin-goods/class-repo'
/** The exam sessions with their goods as a subquery: certification's registrations join it. */
export { examSessionRows } from './goods/exam-session-rows'
