// /api/order*: price preview, checkout, the learner's orders, cancellation (issue 4). Payment, refund, invoice and
// logistics routes of an order live with their modules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createOrderSchema, orderListQuery, quoteSchema } from '@contract/commerce'
import { envelope, ok } from '../../../http/envelope'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { requireUser } from '../../../http/auth-guard'
import type { CommerceContext } from '../context'
import { createOrder } from './create-order'
import { orderResponse, orderSummaryResponse, quoteResponse } from './schemas'
import * as service from './service'

export const orderParams = idParamsSchema('订单编号')

export function orderRoutes(ctx: CommerceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { auth: true } as const
    const one = { 200: envelope(orderResponse) }

    app.post('/api/order/quote', { config: auth, schema: { body: quoteSchema, response: { 200: envelope(quoteResponse) } } }, async (req) =>
      ok(await service.quote(ctx, requireUser(req).id, req.body))
    )

    app.post('/api/order', { config: auth, schema: { body: createOrderSchema, response: one } }, async (req) => {
      const userId = requireUser(req).id
      const order = await createOrder(ctx, userId, req.body)
      return ok(await service.getOrder(ctx, userId, order.id))
    })

    app.get(
      '/api/order',
      { config: auth, schema: { querystring: orderListQuery, response: { 200: envelope(pagedSchema(orderSummaryResponse)) } } },
      async (req) => ok(await service.listOrders(ctx, requireUser(req).id, req.query))
    )

    app.get('/api/order/:id', { config: auth, schema: { params: orderParams, response: one } }, async (req) =>
      ok(await service.getOrder(ctx, requireUser(req).id, req.params.id))
    )

    app.post('/api/order/:id/cancel', { config: auth, schema: { params: orderParams, response: one } }, async (req) =>
      ok(await service.cancelOrder(ctx, requireUser(req).id, req.params.id))
    )
  }
}
