// The coupons area of the console: coupon templates (list, create, edit, detail with holders and issuing).
import { createElement } from 'react'
import { GiftOutlined } from '@ant-design/icons'
import * as api from '@contract/catalog/coupons-admin-endpoints'
import type { AdminResource } from '../types'
import { CouponCreate, CouponEdit } from './CouponForm'
import { CouponList } from './CouponList'
import { CouponShow } from './CouponShow'

export const couponsResources: AdminResource[] = [
  {
    name: 'coupons', area: 'coupons', label: 'coupons.menu', icon: createElement(GiftOutlined),
    api: { list: api.listCouponTemplates, one: api.getCouponTemplate, create: api.createCouponTemplate, update: api.updateCouponTemplate },
    list: CouponList, show: CouponShow, create: CouponCreate, edit: CouponEdit
  },
  // The holders of one template (the detail's table; GET /api/admin/coupons/:id/usage with meta.params.id).
  { name: 'coupon-usage', area: 'coupons', label: 'coupons.titles.usage', hidden: true, api: { list: api.listCouponUsage } }
]
