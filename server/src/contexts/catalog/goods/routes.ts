// /api/goods*: the public catalog (the course tab, search, goods detail). The detail takes an optional token: a
// signed-in buyer sees which bundle items they own. The goods' usable coupons are priced: pricing/routes.ts.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { goodsListQuery } from '@contract/catalog/schemas'
import * as api from '@contract/catalog/endpoints'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import { goodsDetailResponse, goodsSummaryResponse } from './schemas'
import * as service from './service'

const params = idParamsSchema('商品编号')

export function goodsRoutes(app: FastifyInstance, { db, now, config }: CatalogContext) {
  const tag = { tag: 'catalog' }
  route(app, api.listGoods, { query: goodsListQuery, response: pagedSchema(goodsSummaryResponse) }, async (req) =>
    service.listGoods(db, req.query, now()), tag
  )
  route(app, api.listGoodsCities, { response: z.array(z.string()) }, async () => service.listCities(db, now()), tag)
  route(app, api.listHotSearchTerms, { response: z.array(z.string()) }, async () => service.listHotTerms(db, now()), tag)
  route(app, api.getServiceContact, { response: z.object({ phone: z.string(), wechatId: z.string() }) },
    async () => config.serviceContact, tag)
  route(app, api.getGoods, { params, response: goodsDetailResponse }, async (req) =>
    service.getGoods(db, req.params.id, req.user?.id ?? null, now()), tag
  )
}
