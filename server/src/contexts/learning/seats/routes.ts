// /api/learning/seats/:id…: the learner's seat, its transfer and retrain options, and the moves themselves.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/learning/endpoints'
import { seatMoveBody } from '@contract/classroom/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { LearningContext } from '../context'
import { mySeatResponse, transferOptionsResponse } from './schemas'
import * as service from './service'

const params = idParamsSchema('名额编号')
const opts = { tag: 'learning' }

export function seatRoutes(app: FastifyInstance, ctx: LearningContext) {
  route(app, api.getMySeat, { params, response: mySeatResponse }, async (req) =>
    service.getMySeat(ctx, requireUser(req).id, req.params.id), opts)
  route(app, api.getTransferOptions, { params, response: transferOptionsResponse }, async (req) =>
    service.transferOptions(ctx, requireUser(req).id, req.params.id, 'transfer'), opts)
  route(app, api.getRetrainOptions, { params, response: transferOptionsResponse }, async (req) =>
    service.transferOptions(ctx, requireUser(req).id, req.params.id, 'retrain'), opts)
  route(app, api.transferSeat, { params, body: seatMoveBody, response: mySeatResponse }, async (req) => {
    const user = requireUser(req)
    return service.transferSeat(ctx, { seatId: req.params.id, ownerId: user.id, targetClassId: req.body.targetClassId, actor: user, reason: '' })
  }, opts)
  route(app, api.retrainSeat, { params, body: seatMoveBody, response: mySeatResponse }, async (req) => {
    const user = requireUser(req)
    return service.retrainSeat(ctx, { seatId: req.params.id, ownerId: user.id, targetClassId: req.body.targetClassId, actor: user, reason: '' })
  }, opts)
}
