// The back office's coupons area: coupon templates, issuing them to users by phone, and their usage.
import { adminAccess } from '../admin-access'
import type {
  AdminCouponListQuery, AdminCouponTemplate, AdminUserCoupon, CouponIssueInput, CouponIssueResult, CouponTemplateInput,
  CouponUsageQuery
} from './coupons-admin-shapes'
import type { Paged } from '../envelope'
import { define } from '../define'

export const listCouponTemplates = define<{ query: AdminCouponListQuery; response: Paged<AdminCouponTemplate> }>()({
  method: 'GET', path: '/api/admin/coupons', access: adminAccess('coupons'), summary: 'Coupon templates, newest first, by keyword and type'
})
export const getCouponTemplate = define<{ response: AdminCouponTemplate }>()({
  method: 'GET', path: '/api/admin/coupons/:id', access: adminAccess('coupons'), summary: 'One coupon template with its stock and usage counts'
})
export const createCouponTemplate = define<{ body: CouponTemplateInput; response: AdminCouponTemplate }>()({
  method: 'POST', path: '/api/admin/coupons', access: adminAccess('coupons'), summary: 'Create a coupon template'
})
export const updateCouponTemplate = define<{ body: CouponTemplateInput; response: AdminCouponTemplate }>()({
  method: 'PUT', path: '/api/admin/coupons/:id', access: adminAccess('coupons'), summary: 'Edit a coupon template (stock never below what was handed out)'
})
export const issueCoupons = define<{ body: CouponIssueInput; response: CouponIssueResult }>()({
  method: 'POST', path: '/api/admin/coupons/:id/issue', access: adminAccess('coupons'), summary: 'Hand one coupon to each user by phone, from the stock'
})
export const listCouponUsage = define<{ query: CouponUsageQuery; response: Paged<AdminUserCoupon> }>()({
  method: 'GET', path: '/api/admin/coupons/:id/usage', access: adminAccess('coupons'), summary: 'Who holds coupons of the template, and their state'
})
