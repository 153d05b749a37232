// Which coupon checkout offers by default. The server measures every coupon against the checkout (savingFen,
// refusal); this only picks among its figures and never computes an amount.
import type { CouponOption } from '@contract/commerce/schemas'

/** The usable coupon with the largest saving (the first of equals), or undefined when none saves anything. */
export function bestCouponId(options: readonly CouponOption[]): number | undefined {
  let best: CouponOption | undefined
  for (const option of options) {
    if (option.refusal !== null || option.savingFen <= 0) continue
    if (!best || option.savingFen > best.savingFen) best = option
  }
  return best?.coupon.id
}

/** The options split as the picker shows them: usable ones (best first, as the server sorts them), then the rest. */
export function splitCouponOptions(options: readonly CouponOption[]) {
  return {
    usable: options.filter((o) => o.refusal === null),
    unusable: options.filter((o) => o.refusal !== null)
  }
}

/** What the chosen coupon saves, from the server's option list (0 when none is chosen or it is not listed). */
export const savingOf = (options: readonly CouponOption[], couponId: number | undefined): number =>
  options.find((o) => o.coupon.id === couponId)?.savingFen ?? 0
