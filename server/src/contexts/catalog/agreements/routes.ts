import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { GoodsAgreement } from '@contract/identity/schemas'
import { AGREEMENT_TYPES } from '@contract/identity/constants'
import * as api from '@contract/catalog/endpoints'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import { getAgreementByType, getGoodsAgreement, listGoodsAgreements } from './service'

const agreementResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string()
}) satisfies z.ZodType<GoodsAgreement>

const typeParams = z.strictObject({ type: z.enum(AGREEMENT_TYPES, '协议类型无效').meta({ title: '协议类型' }) })

export function agreementRoutes(app: FastifyInstance, { db }: CatalogContext) {
  const tag = { tag: 'catalog' }
  route(app, api.listGoodsAgreements, { query: pageQuerySchema, response: pagedSchema(agreementResponse) }, async (req) =>
    listGoodsAgreements(db, req.query), tag
  )
  route(app, api.getGoodsAgreement, { params: idParamsSchema('协议编号'), response: agreementResponse }, async (req) =>
    getGoodsAgreement(db, req.params.id), tag
  )
  route(app, api.getAgreement, { params: typeParams, response: agreementResponse }, async (req) =>
    getAgreementByType(db, req.params.type), tag
  )
}
