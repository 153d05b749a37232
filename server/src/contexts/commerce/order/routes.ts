// /api/order*: price preview, checkout, the learner's orders, cancellation (issue 4). Payment, refund, invoice and
// logistics routes of an order live with their modules.
import type { FastifyInstance } from 'fastify'
import { createOrderSchema, orderListQuery, quoteSchema } from '@contract/commerce'
import * as api from '@contract/endpoints/commerce'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { createOrder } from './create-order'
import { orderParams, orderResponse, orderSummaryResponse, quoteResponse } from './schemas'
import * as service from './service'

export function orderRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.quoteOrder, { body: quoteSchema, response: quoteResponse }, async (req) =>
    service.quote(ctx, requireUser(req).id, req.body), tag
  )

  route(app, api.createOrder, { body: createOrderSchema, response: orderResponse }, async (req) => {
    const userId = requireUser(req).id
    const order = await createOrder(ctx, userId, req.body)
    return service.getOrder(ctx, userId, order.id)
  }, tag)

  route(app, api.listOrders, { query: orderListQuery, response: pagedSchema(orderSummaryResponse) }, async (req) =>
    service.listOrders(ctx, requireUser(req).id, req.query), tag
  )

  route(app, api.getOrder, { params: orderParams, response: orderResponse }, async (req) =>
    service.getOrder(ctx, requireUser(req).id, req.params.id), tag
  )

  route(app, api.cancelOrder, { params: orderParams, response: orderResponse }, async (req) =>
    service.cancelOrder(ctx, requireUser(req).id, req.params.id), tag
  )
}
