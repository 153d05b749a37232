// The learner's invoice of an order (pages/order/invoice): ask for one, read it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invoiceRequestSchema } from '@contract/commerce'
import { envelope, ok } from '../../../http/envelope'
import { requireUser } from '../../../http/auth-guard'
import { orderParams } from '../order/routes'
import { invoiceResponse } from '../order/schemas'
import * as service from './service'

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: true } as const
  const db = app.db

  app.post(
    '/api/order/:id/invoice',
    { config: auth, schema: { params: orderParams, body: invoiceRequestSchema, response: { 200: envelope(invoiceResponse) } } },
    async (req) => ok(await service.requestInvoice(db, requireUser(req).id, req.params.id, req.body))
  )

  app.get(
    '/api/order/:id/invoice',
    { config: auth, schema: { params: orderParams, response: { 200: envelope(invoiceResponse.nullable()) } } },
    async (req) => ok(await service.getInvoice(db, requireUser(req).id, req.params.id))
  )
}
