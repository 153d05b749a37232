// Shapes of the back office's coupons area: coupon templates (what a coupon is worth, where it applies,
// how long it lasts, how many exist), issuing them to users by phone, and who holds them. No zod here (the console
// imports this file): the input schemas live in server/src/contexts/catalog/coupon/admin-schemas.ts.
import type { CouponState, CouponType } from './constants'
import type { PageQuery } from '../envelope'

export interface AdminCouponListQuery extends PageQuery {
  /** Title or share code (part of either). */
  keyword?: string
  type?: CouponType
}

export interface AdminCouponTemplate {
  id: number
  title: string
  type: CouponType
  /** amount_off: fen off; discount: percent paid (85 = 15 % off); course_redeem and free_order: 0. */
  value: number
  minSpendFen: number
  /** Empty = every goods. */
  scopeGoodsIds: number[]
  scope: { id: number; title: string }[]
  /** Valid this many days from receipt, or until this instant (exactly one of the two is set by the console). */
  validDays: number | null
  validUntil: string | null
  stockTotal: number
  stockLeft: number
  /** Handed out so far (stockTotal − stockLeft). */
  issued: number
  /** Used on an order so far. */
  used: number
  /** The code of the share link (pages/coupon/share); null = issued by staff only. */
  shareCode: string | null
  /** Shown to the holder: where the coupon came from (新人礼包, 活动领取 …). */
  source: string
  createdAt: string
}

/**
 * Create and edit. validDays XOR validUntil (a China date `YYYY-MM-DD`, valid through that day). Editing stockTotal
 * never goes below what was handed out already; what is left moves by the same amount.
 */
export interface CouponTemplateInput {
  title: string
  type: CouponType
  value?: number
  minSpendFen?: number
  scopeGoodsIds?: number[]
  validDays?: number | null
  validUntil?: string | null
  stockTotal: number
  shareCode?: string | null
  source?: string
}

export interface CouponIssueInput {
  /** 1–500 phone numbers (11 digits each); repeated ones count once. */
  phones: string[]
}

export interface CouponIssueResult {
  /** Coupons handed out now. */
  issued: number
  /** Users who held one of this template already (one per user). */
  alreadyHad: number
  /** Phones of no account: nothing was handed out for them. */
  unknownPhones: string[]
  /** Users left without one because the stock ran out. */
  soldOut: number
}

export interface CouponUsageQuery extends PageQuery {
  state?: CouponState
}

/** One coupon of the template held by a user. */
export interface AdminUserCoupon {
  id: number
  userId: number
  userPhone: string
  userName: string
  /** As it reads now: an unused coupon past validUntil is expired. */
  state: CouponState
  validUntil: string
  receivedAt: string
  usedAt: string | null
  orderId: number | null
}
