// /api/training/libraries (browse, subscribe) and the trainer's own library and moves (/api/trainer/library, moves).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/training/endpoints'
import * as tr from '@contract/training/trainer-endpoints'
import * as s from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { librarySummary, moveDetail } from '../responses'
import * as service from './service'

const tag = 'training'
const libraryId = idParamsSchema('动作库编号')
const moveId = idParamsSchema('动作编号')

export function libraryRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).id
  route(app, api.listLibraries, { query: s.libraryListQuery, response: pagedSchema(librarySummary) }, async (req) => service.listLibraries(db, me(req), req.query), { tag })
  route(app, api.getLibrary, { params: libraryId, response: librarySummary }, async (req) => service.getLibrary(db, me(req), req.params.id), { tag })
  route(app, api.subscribeLibrary, { params: libraryId, response: librarySummary }, async (req) => service.subscribe(db, me(req), req.params.id, true, now()), { tag })
  route(app, api.unsubscribeLibrary, { params: libraryId, response: librarySummary }, async (req) => service.subscribe(db, me(req), req.params.id, false, now()), { tag })
  route(app, tr.getMyLibrary, { response: librarySummary }, async (req) => service.myLibrary(db, me(req), now()), { tag })
  route(app, tr.addTrainerMove, { body: s.moveInput, response: moveDetail }, async (req) => service.addTrainerMove(db, me(req), req.body, now()), { tag })
  route(app, tr.updateTrainerMove, { params: moveId, body: s.moveInput, response: moveDetail }, async (req) => service.updateTrainerMove(db, me(req), req.params.id, req.body, now()), { tag })
  route(app, tr.deleteTrainerMove, { params: moveId, response: z.null() }, async (req) => service.deleteTrainerMove(db, me(req), req.params.id), { tag })
}
