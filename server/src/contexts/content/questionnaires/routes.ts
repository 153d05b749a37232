// /api/questionnaires*: what learners take (pages/questionnaire/index). Lists and detail take an optional token
// (to mark what the learner submitted) and stay cacheable without one; submitting needs sign-in (401 otherwise).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/questionnaire-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { questionnaireDetailResponse, questionnaireSummaryResponse, submitInput, submitResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function questionnaireRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('问卷编号')
  route(app, api.listQuestionnaires, { query: pageQuerySchema, response: pagedSchema(questionnaireSummaryResponse) }, async (req) =>
    service.listOpen(db, req.user?.id, req.query, now()), tag)
  route(app, api.getQuestionnaire, { params, response: questionnaireDetailResponse }, async (req) =>
    service.getVisible(db, req.params.id, req.user?.id, now()), tag)
  route(app, api.submitQuestionnaire, { params, body: submitInput, response: submitResponse }, async (req) =>
    service.submit(db, requireUser(req).id, req.params.id, req.body, now()), tag)
}
