// /api/admin/agreements*: the back office edits the user agreement, the privacy policy and the goods agreements
// (area agreements). Every save is a new version; the public routes (routes.ts) always answer the current text.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  AGREEMENT_KINDS, type AdminAgreement, type AdminAgreementSummary, type AdminAgreementVersion
} from '@contract/catalog/admin-shapes'
import * as api from '@contract/catalog/agreements-admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import * as service from './admin-service'

const tag = { tag: 'catalog' }
const params = idParamsSchema('协议编号')

const listQuery = pageQuerySchema.extend({
  kind: z.enum(AGREEMENT_KINDS, '协议类型应为用户协议、隐私政策或购买协议').optional().meta({ title: '协议类型' })
})

const agreementInput = z.strictObject({
  title: z.string({ error: (i) => (i.input === undefined ? '请填写协议标题' : '协议标题应为文字') }).trim().min(1, '请填写协议标题').max(60, '协议标题不能超过60个字').meta({ title: '协议标题' }),
  content: z.string({ error: (i) => (i.input === undefined ? '请填写协议内容' : '协议内容应为文字') }).trim().min(1, '请填写协议内容').max(100_000, '协议内容不能超过10万字').meta({ title: '协议内容' })
})

const summaryShape = {
  id: z.number().int(),
  kind: z.enum(AGREEMENT_KINDS),
  slug: z.string(),
  title: z.string(),
  version: z.number().int(),
  updatedAt: z.string()
}
const summaryResponse = z.object(summaryShape) satisfies z.ZodType<AdminAgreementSummary>
const agreementResponse = z.object({ ...summaryShape, content: z.string() }) satisfies z.ZodType<AdminAgreement>
const versionResponse = z.object({
  id: z.number().int(),
  agreementId: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  editedBy: z.number().int().nullable(),
  editedByName: z.string(),
  createdAt: z.string()
}) satisfies z.ZodType<AdminAgreementVersion>

export function adminAgreementRoutes(app: FastifyInstance, { db }: CatalogContext) {
  route(app, api.listAdminAgreements, { query: listQuery, response: pagedSchema(summaryResponse) }, async (req) =>
    service.listAgreements(db, req.query), tag)
  route(app, api.getAdminAgreement, { params, response: agreementResponse }, async (req) => service.getAgreement(db, req.params.id), tag)
  route(app, api.createAdminAgreement, { body: agreementInput, response: agreementResponse }, async (req) =>
    service.createGoodsAgreement(db, requireUser(req), req.body), tag)
  route(app, api.updateAdminAgreement, { params, body: agreementInput, response: agreementResponse }, async (req) =>
    service.updateAgreement(db, requireUser(req), req.params.id, req.body), tag)
  route(app, api.listAdminAgreementVersions, { params, query: pageQuerySchema, response: pagedSchema(versionResponse) }, async (req) =>
    service.listVersions(db, req.params.id, req.query), tag)
}
