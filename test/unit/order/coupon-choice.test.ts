import type { CouponOption } from '@contract/commerce/schemas'
import { bestCouponId, savingOf, splitCouponOptions } from '@/features/order/coupon-choice'

const option = (id: number, savingFen: number, refusal: CouponOption['refusal'] = null): CouponOption =>
  ({ coupon: { id } as CouponOption['coupon'], savingFen, refusal })

describe('the coupon checkout preselects', () => {
  it('is the one that saves most, not the first listed (¥447 off 8.5折 beats 新人立减50)', () => {
    expect(bestCouponId([option(1, 5_000), option(2, 44_700)])).toBe(2)
  })

  it('keeps the first of equal savings', () => {
    expect(bestCouponId([option(3, 5_000), option(4, 5_000)])).toBe(3)
  })

  it('never picks a coupon that does not apply, however much it would save', () => {
    expect(bestCouponId([option(5, 0, 'min_spend'), option(6, 1_000)])).toBe(6)
    expect(bestCouponId([option(5, 0, 'out_of_scope'), option(7, 0, 'not_a_course')])).toBeUndefined()
  })

  it('is none when nothing saves anything or there are no coupons', () => {
    expect(bestCouponId([option(8, 0)])).toBeUndefined()
    expect(bestCouponId([])).toBeUndefined()
  })
})

describe('the picker', () => {
  it('lists usable coupons in the server order, then the refused ones', () => {
    const { usable, unusable } = splitCouponOptions([option(1, 900), option(2, 0, 'min_spend'), option(3, 500)])
    expect(usable.map((o) => o.coupon.id)).toEqual([1, 3])
    expect(unusable.map((o) => o.coupon.id)).toEqual([2])
  })

  it("reads the chosen coupon's saving from the server's figures", () => {
    expect(savingOf([option(1, 900)], 1)).toBe(900)
    expect(savingOf([option(1, 900)], undefined)).toBe(0)
  })
})
