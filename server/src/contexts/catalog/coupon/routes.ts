// /api/coupon*: the signed-in user's coupons (product rules §7: list, one, "write coupon log" = receive a shared coupon)
// and the public look at a shared coupon (pages/coupon/share).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { couponListQuery, receiveCouponSchema } from '@contract/catalog/schemas'
import * as api from '@contract/catalog/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import { couponAdminRoutes } from './admin-routes'
import { couponResponse, sharedCouponResponse } from './schemas'
import * as service from './service'

const shareParams = z.strictObject({ shareCode: z.string().trim().min(4, '领取码无效').max(40, '领取码无效') })

export function couponRoutes(app: FastifyInstance, ctx: CatalogContext) {
  const { db, now } = ctx
  const tag = { tag: 'catalog' }
  // The back office's coupon endpoints (/api/admin/coupons*) belong to this module too.
  couponAdminRoutes(app, ctx)
  route(app, api.listCoupons, { query: couponListQuery, response: pagedSchema(couponResponse) }, async (req) =>
    service.listCoupons(db, requireUser(req).id, req.query, now()), tag
  )
  route(app, api.getSharedCoupon, { params: shareParams, response: sharedCouponResponse }, async (req) =>
    service.getSharedCoupon(db, req.params.shareCode, req.user?.id ?? null, now()), tag
  )
  route(app, api.receiveCoupon, { body: receiveCouponSchema, response: couponResponse }, async (req) =>
    service.receiveCoupon(db, requireUser(req).id, req.body.shareCode, now()), tag
  )
  route(app, api.getCoupon, { params: idParamsSchema('优惠券编号'), response: couponResponse }, async (req) =>
    service.getCoupon(db, requireUser(req).id, req.params.id, now()), tag
  )
}
