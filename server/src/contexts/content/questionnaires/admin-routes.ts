// /api/admin/questionnaires*: the back office's questionnaires (area content of types/admin-access.ts; the auth
// guard answers 401/403 before a handler runs).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/questionnaire-admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { publishInput } from '../publication'
import * as admin from './admin-service'
import * as results from './results-service'
import {
  adminDetailResponse, adminListQuery, adminSummaryResponse, createQuestionnaireInput, resultsResponse, responseResponse,
  textAnswerResponse, textsParams, updateQuestionnaireInput
} from './schemas'

const tag = { tag: 'content' }

export function adminQuestionnaireRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('问卷编号')
  route(app, api.listAdminQuestionnaires, { query: adminListQuery, response: pagedSchema(adminSummaryResponse) }, async (req) =>
    admin.listQuestionnaires(db, req.query, now()), tag)
  route(app, api.getAdminQuestionnaire, { params, response: adminDetailResponse }, async (req) =>
    admin.getQuestionnaire(db, req.params.id, now()), tag)
  route(app, api.createAdminQuestionnaire, { body: createQuestionnaireInput, response: adminDetailResponse }, async (req) =>
    admin.createQuestionnaire(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminQuestionnaire, { params, body: updateQuestionnaireInput, response: adminDetailResponse }, async (req) =>
    admin.updateQuestionnaire(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminQuestionnaire, { params, body: publishInput, response: adminDetailResponse }, async (req) =>
    admin.publishQuestionnaire(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminQuestionnaire, { params, response: adminDetailResponse }, async (req) =>
    admin.unpublishQuestionnaire(db, requireUser(req), req.params.id, now()), tag)
  route(app, api.getQuestionnaireResults, { params, response: resultsResponse }, async (req) => results.results(db, req.params.id), tag)
  route(app, api.listQuestionnaireTextAnswers, { params: textsParams, query: pageQuerySchema, response: pagedSchema(textAnswerResponse) }, async (req) =>
    results.textAnswers(db, req.params.id, req.params.questionId, req.query), tag)
  route(app, api.listQuestionnaireResponses, { params, query: pageQuerySchema, response: pagedSchema(responseResponse) }, async (req) =>
    results.listResponses(db, req.params.id, req.query), tag)
}
