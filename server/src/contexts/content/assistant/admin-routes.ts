// /api/admin/ai-answers*: the back office's review of the assistant's answers (area content).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/assistant-admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import * as service from './admin-service'
import { adminAnswerQuery, adminAnswerResponse, adminAnswerSummaryResponse, reviewInput } from './schemas'

const tag = { tag: 'content' }

export function adminAssistantRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('回答编号')
  route(app, api.listAdminAiAnswers, { query: adminAnswerQuery, response: pagedSchema(adminAnswerSummaryResponse) }, async (req) =>
    service.listAnswers(db, req.query), tag)
  route(app, api.getAdminAiAnswer, { params, response: adminAnswerResponse }, async (req) => service.getAnswer(db, req.params.id), tag)
  route(app, api.reviewAdminAiAnswer, { params, body: reviewInput, response: adminAnswerResponse }, async (req) =>
    service.reviewAnswer(db, requireUser(req), req.params.id, req.body.note, now()), tag)
}
