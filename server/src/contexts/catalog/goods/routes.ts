// /api/goods*: the public catalog (the course tab, search, goods detail). The detail and the goods' coupons take
// an optional token: a signed-in buyer sees which bundle items they own and the coupons they can use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { goodsListQuery } from '@contract/commerce'
import { envelope, ok } from '../../../http/envelope'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { couponResponse } from '../coupon/routes'
import { usableCouponsForGoods } from '../pricing/quote'
import { goodsDetailResponse, goodsSummaryResponse } from './schemas'
import * as service from './service'

const params = idParamsSchema('商品编号')

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/api/goods',
    { schema: { querystring: goodsListQuery, response: { 200: envelope(pagedSchema(goodsSummaryResponse)) } } },
    async (req) => ok(await service.listGoods(db, req.query, app.now()))
  )

  app.get('/api/goods/cities', { schema: { response: { 200: envelope(z.array(z.string())) } } }, async () =>
    ok(await service.listCities(db, app.now()))
  )

  app.get('/api/goods/:id', { schema: { params, response: { 200: envelope(goodsDetailResponse) } } }, async (req) => {
    await app.identify(req)
    return ok(await service.getGoods(db, req.params.id, req.user?.id ?? null, app.now()))
  })

  app.get('/api/goods/:id/coupons', { schema: { params, response: { 200: envelope(z.array(couponResponse)) } } }, async (req) => {
    await app.identify(req)
    return ok(await usableCouponsForGoods(db, req.user?.id ?? null, req.params.id, app.now()))
  })
}
