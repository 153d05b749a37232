// /api/training/sessions and /api/training/sync: training and offline sync.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/training/endpoints'
import * as s from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { finishResult, sessionDetail, sessionSummary, syncResult } from '../responses'
import * as service from './service'

const tag = 'training'
const sessionId = idParamsSchema('训练编号')

export function sessionRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  route(app, api.startSession, { body: s.sessionStartInput, response: sessionDetail }, async (req) =>
    service.startSession(db, requireUser(req).id, req.body, now()), { tag })
  route(app, api.listSessions, { query: s.sessionListQuery, response: pagedSchema(sessionSummary) }, async (req) =>
    service.listSessions(db, requireUser(req).id, req.query), { tag })
  route(app, api.getSession, { params: sessionId, response: sessionDetail }, async (req) =>
    service.getSession(db, requireUser(req).id, req.params.id), { tag })
  route(app, api.syncSets, { body: s.syncInput, response: syncResult }, async (req) =>
    service.sync(db, requireUser(req).id, req.body, now()), { tag })
  route(app, api.swapSessionMove, { params: sessionId, body: s.swapInput, response: sessionDetail }, async (req) =>
    service.swap(db, requireUser(req).id, req.params.id, req.body), { tag })
  route(app, api.finishSession, { params: sessionId, body: s.finishInput, response: finishResult }, async (req) =>
    service.finish(db, requireUser(req).id, req.params.id, req.body, now()), { tag })
}
