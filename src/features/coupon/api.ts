// Coupon calls (issue 4, spec §7): the signed-in user's coupons, and shared coupons by their code.
import type { Coupon, CouponListQuery, SharedCoupon } from '@contract/commerce'
import type { Paged } from '@contract/envelope'
import { get, post } from '@/shared/request'

export const listCoupons = (query: CouponListQuery) => get<Paged<Coupon>>('/api/coupon', query)
export const getCoupon = (id: number) => get<Coupon>(`/api/coupon/${id}`)
/** Works signed out; `received` tells a signed-in user whether they already hold it. */
export const getSharedCoupon = (shareCode: string) => get<SharedCoupon>(`/api/coupon/share/${encodeURIComponent(shareCode)}`)
/** spec §7 "write coupon log": receive a shared coupon (once per user, limited stock). */
export const receiveCoupon = (shareCode: string) => post<Coupon>('/api/coupon/log', { shareCode })
