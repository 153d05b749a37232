import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { GoodsAgreement } from '@contract/account'
import { AGREEMENT_TYPES } from '@contract/account-constants'
import { envelope, ok } from '../../../http/envelope'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { getAgreementByType, getGoodsAgreement, listGoodsAgreements } from './service'

const agreementResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string()
}) satisfies z.ZodType<GoodsAgreement>

const typeParams = z.strictObject({ type: z.enum(AGREEMENT_TYPES, '协议类型无效').meta({ title: '协议类型' }) })

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/goodsAgreement',
    { schema: { querystring: pageQuerySchema, response: { 200: envelope(pagedSchema(agreementResponse)) } } },
    async (req) => ok(await listGoodsAgreements(app.db, req.query))
  )

  app.get(
    '/api/goodsAgreement/:id',
    { schema: { params: idParamsSchema('协议编号'), response: { 200: envelope(agreementResponse) } } },
    async (req) => ok(await getGoodsAgreement(app.db, req.params.id))
  )

  app.get(
    '/api/agreement/:type',
    { schema: { params: typeParams, response: { 200: envelope(agreementResponse) } } },
    async (req) => ok(await getAgreementByType(app.db, req.params.type))
  )
}
