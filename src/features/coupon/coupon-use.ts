// Where 去使用 takes the user: a coupon for exactly one goods opens that goods; any wider coupon opens the course
// tab, where the user picks what to buy (checkout offers only the coupons that apply).
import type { Coupon } from '@contract/commerce'
import { openPage } from '@/shared/navigation'

export const COURSE_TAB_PATH = '/pages/entry/course'

export function couponUseUrl(coupon: Pick<Coupon, 'scope'>): string {
  return coupon.scope.length === 1 ? `/pages/course/courseDetail?id=${coupon.scope[0].id}` : COURSE_TAB_PATH
}

export function goUseCoupon(coupon: Pick<Coupon, 'scope'>): void {
  openPage(couponUseUrl(coupon))
}
