// The learner's refund of an order: ask for one, read the latest (pages/order refund info).
import type { FastifyInstance } from 'fastify'
import { refundRequestSchema } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { orderParams } from '../order/schemas'
import { refundResponse } from './schemas'
import * as service from './service'

export function refundRoutes(app: FastifyInstance, { db }: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.requestRefund, { params: orderParams, body: refundRequestSchema, response: refundResponse }, async (req) =>
    service.requestRefund(db, requireUser(req).id, req.params.id, req.body), tag
  )

  route(app, api.withdrawRefund, { params: orderParams, response: refundResponse.nullable() }, async (req) =>
    service.withdrawRefund(db, requireUser(req).id, req.params.id), tag
  )

  route(app, api.getRefund, { params: orderParams, response: refundResponse.nullable() }, async (req) =>
    service.getRefund(db, requireUser(req).id, req.params.id), tag
  )
}
