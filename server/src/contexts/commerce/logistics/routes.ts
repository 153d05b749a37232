// The learner's delivery tracking of an order (pages/order/logistics).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/commerce/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { orderParams } from '../order/schemas'
import { logisticsResponse } from './schemas'
import * as service from './service'

export function logisticsRoutes(app: FastifyInstance, { db }: CommerceContext) {
  route(app, api.getLogistics, { params: orderParams, response: logisticsResponse.nullable() }, async (req) =>
    service.getLogistics(db, requireUser(req).id, req.params.id), { tag: 'commerce' }
  )
}
