// Where 去使用 takes the user: a coupon for exactly one goods opens that goods; any wider coupon opens the course
// tab, where the user picks what to buy (checkout offers only the coupons that apply).
import type { Coupon } from '@contract/catalog/schemas'
import { openPage, switchToTab } from '@/shared/navigation'
import { routeUrl } from '@/shared/route-url'
import { COURSE_TAB_ROUTE } from '@/shared/routes'

export function couponUseUrl(coupon: Pick<Coupon, 'scope'>): string {
  return coupon.scope.length === 1 ? routeUrl('pages/course/courseDetail', { id: coupon.scope[0].id }) : '/' + COURSE_TAB_ROUTE
}

export function goUseCoupon(coupon: Pick<Coupon, 'scope'>): void {
  if (coupon.scope.length === 1) openPage('pages/course/courseDetail', { id: coupon.scope[0].id })
  else switchToTab(COURSE_TAB_ROUTE)
}
