// GET /api/goods/{id}/coupons: which of the buyer's coupons would apply to a goods is a pricing question (the same
// rules as the quote), so the route lives here, above goods and coupon, and goods never imports pricing back.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/catalog/endpoints'
import { idParamsSchema } from '../../../http/query'
import { route } from '../../../http/route'
import { couponResponse } from '../coupon/schemas'
import type { CatalogContext } from '../context'
import { usableCouponsForGoods } from './quote'

const params = idParamsSchema('商品编号')

export function pricingRoutes(app: FastifyInstance, { db, now }: CatalogContext) {
  route(app, api.listGoodsCoupons, { params, response: z.array(couponResponse) }, async (req) =>
    usableCouponsForGoods(db, req.user?.id ?? null, req.params.id, now()), { tag: 'catalog' }
  )
}
