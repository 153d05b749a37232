// /api/training/programs: published strength programs, unlocking by code, starting one as a plan.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/training/endpoints'
import * as s from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { planDetail, programDetail, programSummary } from '../responses'
import * as service from './service'

const tag = 'training'

export function programRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  route(app, api.listPrograms, { query: s.programListQuery, response: pagedSchema(programSummary) }, async (req) => service.listPrograms(db, requireUser(req).id, req.query), { tag })
  route(app, api.getProgram, { params: idParamsSchema('计划编号'), response: programDetail }, async (req) => service.getProgram(db, requireUser(req).id, req.params.id), { tag })
  route(app, api.unlockProgram, { body: s.unlockInput, response: programDetail }, async (req) => service.redeem(db, requireUser(req).id, req.body.code, now()),
    { tag, rateLimit: { max: 10, timeWindow: '1 minute' } })
  route(app, api.startProgram, { params: idParamsSchema('计划编号'), response: planDetail }, async (req) => service.startProgram(db, requireUser(req).id, req.params.id, now()), { tag })
}
