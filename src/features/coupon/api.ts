// Coupon calls (product rules §7): the signed-in user's coupons, and shared coupons by their code.
import type { CouponListQuery } from '@contract/catalog/schemas'
import * as api from '@contract/catalog/endpoints'
import { call } from '@/shared/request'

export const listCoupons = (query: CouponListQuery) => call(api.listCoupons, { query })
export const getCoupon = (id: number) => call(api.getCoupon, { params: { id } })
/** Works signed out; `received` tells a signed-in user whether they already hold it. */
export const getSharedCoupon = (shareCode: string) => call(api.getSharedCoupon, { params: { shareCode } })
/** product rules §7 "write coupon log": receive a shared coupon (once per user, limited stock). */
export const receiveCoupon = (shareCode: string) => call(api.receiveCoupon, { body: { shareCode } })
