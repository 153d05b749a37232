// /api/calculations*: the learner's saved gym calculations and the read-only shared view.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/tools/endpoints'
import { calculationListQuerySchema, createCalculationSchema, updateCalculationSchema } from '@contract/tools/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ToolsContext } from '../context'
import { calculationResponse, calculationSummaryResponse, sharedCalculationResponse } from './schemas'
import * as service from './service'

const params = idParamsSchema('计算编号')
const listQuery = pageQuerySchema.extend(calculationListQuerySchema.shape)
const shareParams = z.strictObject({
  shareCode: z.string().regex(/^[A-Za-z0-9_-]{16}$/, '分享码无效').meta({ title: '分享码' })
})
const extras = { tag: 'tools' }

export function calculatorRoutes(app: FastifyInstance, { db }: ToolsContext) {
  route(app, api.listCalculations, { query: listQuery, response: pagedSchema(calculationSummaryResponse) }, async (req) =>
    service.listCalculations(db, requireUser(req).id, req.query), extras
  )
  route(app, api.createCalculation, { body: createCalculationSchema, response: calculationResponse }, async (req) =>
    service.createCalculation(db, requireUser(req).id, req.body), extras
  )
  route(app, api.getSharedCalculation, { params: shareParams, response: sharedCalculationResponse }, async (req) =>
    service.getSharedCalculation(db, req.params.shareCode), extras
  )
  route(app, api.getCalculation, { params, response: calculationResponse }, async (req) =>
    service.getCalculation(db, requireUser(req).id, req.params.id), extras
  )
  route(app, api.updateCalculation, { params, body: updateCalculationSchema, response: calculationResponse }, async (req) =>
    service.updateCalculation(db, requireUser(req).id, req.params.id, req.body), extras
  )
  route(app, api.deleteCalculation, { params, response: z.null() }, async (req) =>
    service.deleteCalculation(db, requireUser(req).id, req.params.id), extras
  )
  route(app, api.shareCalculation, { params, response: z.object({ shareCode: z.string() }) }, async (req) =>
    service.shareCalculation(db, requireUser(req).id, req.params.id), extras
  )
}
