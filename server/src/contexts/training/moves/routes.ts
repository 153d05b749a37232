// /api/training/moves and /api/training/muscles: the move library for the person training.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/training/endpoints'
import { moveListQuery } from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { moveDetail, moveSummary, muscleCount } from '../responses'
import * as service from './service'

const tag = 'training'
const moveId = idParamsSchema('动作编号')

export function moveRoutes(app: FastifyInstance, { db }: TrainingContext) {
  route(app, api.listMoves, { query: moveListQuery, response: pagedSchema(moveSummary) }, async (req) =>
    service.listMoves(db, requireUser(req).id, req.query), { tag })
  route(app, api.getMove, { params: moveId, response: moveDetail }, async (req) =>
    service.getMove(db, requireUser(req).id, req.params.id), { tag })
  route(app, api.listMoveAlternatives, { params: moveId, response: z.array(moveSummary) }, async (req) =>
    service.alternatives(db, requireUser(req).id, req.params.id), { tag })
  route(app, api.listMuscleCounts, { response: z.array(muscleCount) }, async (req) =>
    service.muscleCounts(db, requireUser(req).id), { tag })
}
