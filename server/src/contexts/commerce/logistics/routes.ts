// The learner's delivery tracking of an order (pages/order/logistics).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelope, ok } from '../../../http/envelope'
import { requireUser } from '../../../http/auth-guard'
import { orderParams } from '../order/routes'
import { logisticsResponse } from '../order/schemas'
import * as service from './service'

export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/order/:id/logistics',
    { config: { auth: true }, schema: { params: orderParams, response: { 200: envelope(logisticsResponse.nullable()) } } },
    async (req) => ok(await service.getLogistics(app.db, requireUser(req).id, req.params.id))
  )
}
