// The learner's refund of an order: ask for one, read the latest (pages/order refund info).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { refundRequestSchema } from '@contract/commerce'
import { envelope, ok } from '../../../http/envelope'
import { requireUser } from '../../../http/auth-guard'
import { orderParams } from '../order/routes'
import { refundResponse } from '../order/schemas'
import * as service from './service'

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: true } as const
  const db = app.db

  app.post(
    '/api/order/:id/refund',
    { config: auth, schema: { params: orderParams, body: refundRequestSchema, response: { 200: envelope(refundResponse) } } },
    async (req) => ok(await service.requestRefund(db, requireUser(req).id, req.params.id, req.body))
  )

  app.get(
    '/api/order/:id/refund',
    { config: auth, schema: { params: orderParams, response: { 200: envelope(refundResponse.nullable()) } } },
    async (req) => ok(await service.getRefund(db, requireUser(req).id, req.params.id))
  )
}
