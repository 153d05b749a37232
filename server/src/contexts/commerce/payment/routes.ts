// Paying an order: start a payment (POST /api/order/{id}/pay), poll its state (GET /api/order/{id}/payment), and
// the embedded sandbox's confirm step (POST /api/pay/sandbox/confirm). WeChat's notify routes: notify-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { payOrderSchema, sandboxConfirmSchema } from '@contract/commerce'
import { envelope, ok } from '../../../http/envelope'
import { requireUser } from '../../../http/auth-guard'
import type { CommerceContext } from '../context'
import { orderParams } from '../order/routes'
import { payStartResponse, paymentStateResponse } from '../order/schemas'
import { confirmSandboxPayment, createPaymentStateReader } from './payment-state'
import { startPayment } from './start-payment'

export function paymentRoutes(ctx: CommerceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { auth: true } as const
    const state = { 200: envelope(paymentStateResponse) }
    const paymentState = createPaymentStateReader(ctx)

    app.post(
      '/api/order/:id/pay',
      { config: auth, schema: { params: orderParams, body: payOrderSchema, response: { 200: envelope(payStartResponse) } } },
      async (req) => ok(await startPayment(ctx, requireUser(req).id, req.params.id, req.body.channel))
    )

    app.get('/api/order/:id/payment', { config: auth, schema: { params: orderParams, response: state } }, async (req) =>
      ok(await paymentState(requireUser(req).id, req.params.id))
    )

    app.post('/api/pay/sandbox/confirm', { config: auth, schema: { body: sandboxConfirmSchema, response: state } }, async (req) =>
      ok(await confirmSandboxPayment(ctx, requireUser(req).id, req.body.orderId, req.body.sandboxToken))
    )
  }
}
