// /api/order*: the learner's orders, the detail and cancellation. Checkout and the price preview are in
// checkout/routes.ts; payment, refund, invoice and logistics routes of an order live with their modules.
import type { FastifyInstance } from 'fastify'
import { orderListQuery } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { orderParams, orderSummaryResponse } from '../order/schemas'
import { orderCountsResponse, orderResponse } from './schemas'
import * as service from './service'

export function learnerOrderRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.listOrders, { query: orderListQuery, response: pagedSchema(orderSummaryResponse) }, async (req) =>
    service.listOrders(ctx, requireUser(req).id, req.query), tag
  )

  route(app, api.countOrders, { response: orderCountsResponse }, async (req) =>
    service.countOrders(ctx, requireUser(req).id), tag
  )

  route(app, api.getOrder, { params: orderParams, response: orderResponse }, async (req) =>
    service.getOrder(ctx, requireUser(req).id, req.params.id), tag
  )

  route(app, api.cancelOrder, { params: orderParams, response: orderResponse }, async (req) =>
    service.cancelOrder(ctx, requireUser(req).id, req.params.id), tag
  )
}
