// Paying an order: start a payment (POST /api/order/{id}/pay), poll its state (GET /api/order/{id}/payment), and
// the embedded sandbox's confirm step (POST /api/pay/sandbox/confirm). WeChat's notify routes: notify/routes.ts.
import type { FastifyInstance } from 'fastify'
import { payOrderSchema, sandboxConfirmSchema } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { orderParams } from '../order/schemas'
import { payMethodsResponse, payStartResponse, paymentStateResponse } from './schemas'
import { payMethods } from './providers'
import { confirmSandboxPayment, createPaymentStateReader } from './payment-state'
import { startPayment } from './start-payment'

export function paymentRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }
  const paymentState = createPaymentStateReader(ctx)

  route(app, api.startPayment, { params: orderParams, body: payOrderSchema, response: payStartResponse }, async (req) =>
    startPayment(ctx, { userId: requireUser(req).id, orderId: req.params.id, channel: req.body.channel, ip: req.ip }), tag
  )

  route(app, api.getPayMethods, { response: payMethodsResponse }, async (req) => {
    requireUser(req)
    return payMethods(ctx)
  }, tag)

  route(app, api.getPaymentState, { params: orderParams, response: paymentStateResponse }, async (req) =>
    paymentState(requireUser(req).id, req.params.id), tag
  )

  route(app, api.confirmSandboxPayment, { body: sandboxConfirmSchema, response: paymentStateResponse }, async (req) =>
    confirmSandboxPayment(ctx, requireUser(req).id, req.body.orderId, req.body.sandboxToken), tag
  )
}
