// The arithmetic of a price, with no database and no clock: bundle deduction, coupons, points, earned points and
// refund shares. Every amount is integer fen; every rounding is spelled out here and nowhere else.
import {
  FEN_PER_POINT, POINTS_MAX_SHARE, POINTS_PER_YUAN_PAID, type CouponType, type GoodsKind
} from '@contract/catalog/constants'
import { amountDue } from '@contract/money'

const FEN_PER_YUAN = 100

export interface CouponTerms {
  type: CouponType
  /** amount_off: fen off; discount: percent paid (85 = pay 85 %); others 0. */
  value: number
  minSpendFen: number
  /** Empty = every goods. */
  scopeGoodsIds: readonly number[]
}

export interface PricedGoods {
  id: number
  kind: GoodsKind
}

/** Why a coupon the buyer holds does not apply to this purchase. */
export type CouponRefusal = 'out_of_scope' | 'not_a_course' | 'min_spend'

/** A bundle costs its price less the items the buyer already owns, never below 0. */
export function bundleDeductionFen(priceFen: number, ownedItemPricesFen: readonly number[]): number {
  const owned = ownedItemPricesFen.reduce((sum, fen) => sum + fen, 0)
  return Math.min(priceFen, owned)
}

/** Null when the coupon applies; `baseFen` is the price after the bundle deduction (the minimum spend uses it). */
export function couponRefusal(terms: CouponTerms, goods: PricedGoods, baseFen: number): CouponRefusal | null {
  if (terms.scopeGoodsIds.length > 0 && !terms.scopeGoodsIds.includes(goods.id)) return 'out_of_scope'
  // A course-redeem coupon stands for one course: it cannot pay for an exam, a lecture or a bundle.
  if (terms.type === 'course_redeem' && goods.kind !== 'course') return 'not_a_course'
  if (baseFen < terms.minSpendFen) return 'min_spend'
  return null
}

/** `percent` % of `fen`, rounded half up to whole fen. */
export function percentOfFen(fen: number, percent: number): number {
  return Math.floor((fen * percent + 50) / 100)
}

/** What the coupon takes off `baseFen` (eligibility is checked separately by couponRefusal). */
export function couponDiscountFen(terms: CouponTerms, baseFen: number): number {
  switch (terms.type) {
    case 'amount_off':
      return Math.min(terms.value, baseFen)
    case 'discount':
      return baseFen - percentOfFen(baseFen, terms.value)
    case 'free_order':
    case 'course_redeem':
      return baseFen
  }
}

/** Points that may pay for `afterCouponFen`: at most the balance and at most POINTS_MAX_SHARE of it (floor). */
export function maxPointsFor(afterCouponFen: number, balance: number): number {
  const byShare = Math.floor((afterCouponFen * POINTS_MAX_SHARE) / FEN_PER_POINT)
  return Math.max(0, Math.min(balance, byShare))
}

export const pointsToFen = (points: number) => points * FEN_PER_POINT

/** Points earned by a payment: POINTS_PER_YUAN_PAID for each whole yuan actually paid. */
export function pointsEarnedFor(paidFen: number): number {
  return Math.floor(Math.max(0, paidFen) / FEN_PER_YUAN) * POINTS_PER_YUAN_PAID
}

export interface QuoteMathInput {
  priceFen: number
  /** Prices of bundle items the buyer already owns ([] for other kinds). */
  ownedItemPricesFen: readonly number[]
  /** The chosen coupon, already checked to apply. */
  coupon?: CouponTerms
  requestedPoints: number
  pointsBalance: number
}

export interface QuoteAmounts {
  priceFen: number
  bundleDeductionFen: number
  couponDiscountFen: number
  maxPoints: number
  pointsUsed: number
  pointsDiscountFen: number
  amountDueFen: number
}

/** The order of deductions: bundle items owned, then the coupon, then points on what is left. */
export function quoteAmounts(input: QuoteMathInput): QuoteAmounts {
  const bundle = bundleDeductionFen(input.priceFen, input.ownedItemPricesFen)
  const base = input.priceFen - bundle
  const coupon = input.coupon ? couponDiscountFen(input.coupon, base) : 0
  const afterCoupon = base - coupon
  const maxPoints = maxPointsFor(afterCoupon, input.pointsBalance)
  const pointsUsed = Math.min(Math.max(0, Math.floor(input.requestedPoints)), maxPoints)
  const pointsDiscount = Math.min(pointsToFen(pointsUsed), afterCoupon)
  return {
    priceFen: input.priceFen,
    bundleDeductionFen: bundle,
    couponDiscountFen: coupon,
    maxPoints,
    pointsUsed,
    pointsDiscountFen: pointsDiscount,
    amountDueFen: amountDue({ priceFen: input.priceFen, bundleDeductionFen: bundle, couponDiscountFen: coupon, pointsDiscountFen: pointsDiscount })
  }
}

// ---- refunds (REFUND_POLICY.md) ----

/** A refund of everything that was paid (a free order's refund counts as full). */
export const isFullRefund = (refundFen: number, paidFen: number) => refundFen >= paidFen

/** The part of `amount` that a refund of refundFen out of paidFen stands for, rounded down. */
export function proportionalShare(amount: number, refundFen: number, paidFen: number): number {
  if (isFullRefund(refundFen, paidFen)) return amount
  return Math.floor((amount * Math.max(0, refundFen)) / paidFen)
}
