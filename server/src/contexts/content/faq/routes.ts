// /api/faq*: the FAQ learners read (pages/home/faq, pages/home/faqInfo). Public and cacheable without a token.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/content/endpoints'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { faqCategoryResponse, faqDetailResponse, faqListQuery, faqSummaryResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function faqRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  route(app, api.listFaqCategories, { response: z.array(faqCategoryResponse) }, async () => service.listCategories(db, now()), tag)
  route(app, api.listFaq, { query: faqListQuery, response: pagedSchema(faqSummaryResponse) }, async (req) =>
    service.listFaq(db, req.query, now()), tag)
  route(app, api.getFaq, { params: idParamsSchema('问题编号'), response: faqDetailResponse }, async (req) =>
    service.getFaq(db, req.params.id, now()), tag)
}
