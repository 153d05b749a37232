// Value lists of the catalog (goods, classes, coupons, points): pure constants, safe for the app bundle.

export const GOODS_KINDS = ['course', 'exam', 'lecture', 'bundle'] as const
export type GoodsKind = (typeof GOODS_KINDS)[number]

/** product rules §4 class states. 'full' and 'off_sale' stop new enrolments. */
export const CLASS_STATUSES = ['upcoming', 'ongoing', 'ended', 'full', 'off_sale'] as const
export type ClassStatus = (typeof CLASS_STATUSES)[number]

/** product rules §5/§9: a learner may move to another class at most 3 times. */
export const CLASS_TRANSFERS_MAX = 3

/** product rules §3: course redeem, free order, amount off, discount. */
export const COUPON_TYPES = ['course_redeem', 'free_order', 'amount_off', 'discount'] as const
export type CouponType = (typeof COUPON_TYPES)[number]

/** product rules §4 coupon states. */
export const COUPON_STATES = ['unused', 'used', 'expired'] as const
export type CouponState = (typeof COUPON_STATES)[number]

/** product rules §3 points: changes by manual adjustment, purchase, refund or redemption. */
export const POINTS_REASONS = ['manual', 'purchase', 'refund', 'redemption'] as const
export type PointsReason = (typeof POINTS_REASONS)[number]

/**
 * What a ledger row stands for, finer than its stored reason: 'refund' rows are points given back when an unpaid
 * order closes, points given back by a refund, or purchase points taken back by a refund. The server derives it.
 */
export const POINTS_ENTRY_KINDS = ['earned', 'spent', 'adjusted', 'returned_on_close', 'returned_on_refund', 'reversed_on_refund'] as const
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number]

/** 100 points are worth 1 yuan (100 fen): 1 point = 1 fen. */
export const FEN_PER_POINT = 1

/** Points can pay at most half of what is left after coupons, so an order always costs real money too. */
export const POINTS_MAX_SHARE = 0.5

/** Points earned per yuan actually paid. */
export const POINTS_PER_YUAN_PAID = 1
