// POST /api/order/quote (the price preview) and POST /api/order (checkout). Checkout is the top of commerce: it
// composes the catalog's pricing, the order, an invoice asked for at checkout and, when nothing is payable, payment;
// it answers the new order exactly as GET /api/order/{id} does (learner-orders). No module imports it.
import type { FastifyInstance } from 'fastify'
import { createOrderSchema, quoteSchema } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import { computeQuote } from '../../catalog'
import type { CommerceContext } from '../context'
import { orderResponse } from '../learner-orders/schemas'
import { getOrder } from '../learner-orders/service'
import { createOrder, refusePending } from './create-order'
import { quoteResponse } from './schemas'

export function checkoutRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.quoteOrder, { body: quoteSchema, response: quoteResponse }, async (req) => {
    const userId = requireUser(req).id
    await refusePending(ctx.db, userId, req.body.goodsId, ctx.now())
    return computeQuote(ctx.db, userId, req.body, ctx.now())
  }, tag)

  route(app, api.createOrder, { body: createOrderSchema, response: orderResponse }, async (req) => {
    const userId = requireUser(req).id
    const order = await createOrder(ctx, userId, req.body)
    return getOrder(ctx, userId, order.id)
  }, tag)
}
