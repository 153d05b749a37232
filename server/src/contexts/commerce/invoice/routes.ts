// The learner's invoice of an order (pages/order/invoice): ask for one, read it.
import type { FastifyInstance } from 'fastify'
import { invoiceRequestSchema } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { orderParams } from '../order/schemas'
import { invoiceResponse } from './schemas'
import * as service from './service'

export function invoiceRoutes(app: FastifyInstance, { db }: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.requestInvoice, { params: orderParams, body: invoiceRequestSchema, response: invoiceResponse }, async (req) =>
    service.requestInvoice(db, requireUser(req).id, req.params.id, req.body), tag
  )

  route(app, api.getInvoice, { params: orderParams, response: invoiceResponse.nullable() }, async (req) =>
    service.getInvoice(db, requireUser(req).id, req.params.id), tag
  )
}
