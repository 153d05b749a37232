// The pure price arithmetic (server/src/contexts/catalog/pricing/price-math.ts): every rounding and every cap.
import { FEN_PER_POINT, POINTS_MAX_SHARE } from '@contract/catalog/constants'
import {
  bundleDeductionFen, couponDiscountFen, couponRefusal, isFullRefund, maxPointsFor, percentOfFen, pointsEarnedFor,
  proportionalShare, quoteAmounts, type CouponTerms
} from '../../../server/src/contexts/catalog/pricing/price-math'

const terms = (patch: Partial<CouponTerms>): CouponTerms => ({ type: 'amount_off', value: 0, minSpendFen: 0, scopeGoodsIds: [], ...patch })
const course = { id: 7, kind: 'course' as const }

describe('bundle deduction', () => {
  it('deducts the owned items and never goes below 0', () => {
    expect(bundleDeductionFen(300_000, [])).toBe(0)
    expect(bundleDeductionFen(300_000, [128_000, 2_990])).toBe(130_990)
    expect(bundleDeductionFen(100_000, [80_000, 50_000])).toBe(100_000)
  })
})

describe('coupon eligibility', () => {
  it('applies to every goods when the scope is empty, else only to the goods named', () => {
    expect(couponRefusal(terms({}), course, 100)).toBeNull()
    expect(couponRefusal(terms({ scopeGoodsIds: [7, 8] }), course, 100)).toBeNull()
    expect(couponRefusal(terms({ scopeGoodsIds: [8] }), course, 100)).toBe('out_of_scope')
  })

  it('needs the minimum spend, measured after the bundle deduction', () => {
    expect(couponRefusal(terms({ minSpendFen: 30_000 }), course, 30_000)).toBeNull()
    expect(couponRefusal(terms({ minSpendFen: 30_000 }), course, 29_999)).toBe('min_spend')
  })

  it('lets a course-redeem coupon pay for courses only', () => {
    expect(couponRefusal(terms({ type: 'course_redeem' }), course, 100)).toBeNull()
    for (const kind of ['exam', 'lecture', 'bundle'] as const) {
      expect(couponRefusal(terms({ type: 'course_redeem' }), { id: 7, kind }, 100)).toBe('not_a_course')
    }
  })
})

describe('coupon discount', () => {
  it('takes an amount off, at most the whole price', () => {
    expect(couponDiscountFen(terms({ value: 5_000 }), 30_000)).toBe(5_000)
    expect(couponDiscountFen(terms({ value: 5_000 }), 3_000)).toBe(3_000)
  })

  it('makes a discount pay value % of the price, rounded half up to the fen', () => {
    expect(percentOfFen(1_000, 85)).toBe(850)
    expect(percentOfFen(1_001, 85)).toBe(851) // 850.85 → 851
    expect(percentOfFen(1_010, 85)).toBe(859) // 858.5 → 859 (half up)
    expect(percentOfFen(1_030, 85)).toBe(876) // 875.5 → 876
    expect(percentOfFen(1, 50)).toBe(1) // 0.5 → 1
    expect(couponDiscountFen(terms({ type: 'discount', value: 85 }), 1_010)).toBe(151)
  })

  it('makes a free-order or course-redeem coupon cover everything', () => {
    expect(couponDiscountFen(terms({ type: 'free_order' }), 38_000)).toBe(38_000)
    expect(couponDiscountFen(terms({ type: 'course_redeem' }), 198_000)).toBe(198_000)
  })
})

describe('points', () => {
  it(`caps points by the balance and by ${POINTS_MAX_SHARE * 100} % of what is left (floor)`, () => {
    expect(FEN_PER_POINT).toBe(1)
    expect(maxPointsFor(10_000, 500)).toBe(500)
    expect(maxPointsFor(10_000, 9_000)).toBe(5_000)
    expect(maxPointsFor(999, 9_000)).toBe(499)
    expect(maxPointsFor(0, 9_000)).toBe(0)
    expect(maxPointsFor(10_000, 0)).toBe(0)
  })

  it('earns points per whole yuan paid', () => {
    expect(pointsEarnedFor(0)).toBe(0)
    expect(pointsEarnedFor(99)).toBe(0)
    expect(pointsEarnedFor(12_345)).toBe(123)
  })
})

describe('a whole quote', () => {
  it('deducts in order: owned bundle items, coupon, then points on the rest', () => {
    const amounts = quoteAmounts({
      priceFen: 298_000, ownedItemPricesFen: [128_000], coupon: terms({ type: 'discount', value: 85 }), requestedPoints: 100_000, pointsBalance: 500
    })
    expect(amounts).toEqual({
      priceFen: 298_000, bundleDeductionFen: 128_000, couponDiscountFen: 25_500, maxPoints: 500, pointsUsed: 500,
      pointsDiscountFen: 500, amountDueFen: 144_000
    })
  })

  it('uses no more points than asked, and never makes the payable negative', () => {
    expect(quoteAmounts({ priceFen: 10_000, ownedItemPricesFen: [], requestedPoints: 10, pointsBalance: 500 })).toMatchObject({ pointsUsed: 10, amountDueFen: 9_990 })
    const free = quoteAmounts({ priceFen: 10_000, ownedItemPricesFen: [20_000], coupon: terms({ value: 5_000 }), requestedPoints: 500, pointsBalance: 500 })
    expect(free).toMatchObject({ bundleDeductionFen: 10_000, couponDiscountFen: 0, pointsUsed: 0, amountDueFen: 0 })
    const coupon = quoteAmounts({ priceFen: 3_000, ownedItemPricesFen: [], coupon: terms({ value: 5_000 }), requestedPoints: 500, pointsBalance: 500 })
    expect(coupon).toMatchObject({ couponDiscountFen: 3_000, maxPoints: 0, pointsUsed: 0, amountDueFen: 0 })
  })

  it('ignores negative or fractional point requests', () => {
    expect(quoteAmounts({ priceFen: 10_000, ownedItemPricesFen: [], requestedPoints: -5, pointsBalance: 500 }).pointsUsed).toBe(0)
    expect(quoteAmounts({ priceFen: 10_000, ownedItemPricesFen: [], requestedPoints: 2.7, pointsBalance: 500 }).pointsUsed).toBe(2)
  })
})

describe('refund shares', () => {
  it('gives everything back on a full refund and a floored share on a partial one', () => {
    expect(isFullRefund(10_000, 10_000)).toBe(true)
    expect(isFullRefund(0, 0)).toBe(true)
    expect(proportionalShare(500, 10_000, 10_000)).toBe(500)
    expect(proportionalShare(500, 3_333, 10_000)).toBe(166)
    expect(proportionalShare(500, 0, 10_000)).toBe(0)
  })
})
