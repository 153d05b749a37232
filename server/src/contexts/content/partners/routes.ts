// /api/partners*: the partners learners read (pages/home/hezuo, aboutEnterprise). Public and cacheable.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/about-endpoints'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { partnerDetailResponse, partnerSummaryResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function partnerRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  route(app, api.listPartners, { query: pageQuerySchema, response: pagedSchema(partnerSummaryResponse) }, async (req) =>
    service.listPartners(db, req.query, now()), tag)
  route(app, api.getPartner, { params: idParamsSchema('合作伙伴编号'), response: partnerDetailResponse }, async (req) =>
    service.getPartner(db, req.params.id, now()), tag)
}
