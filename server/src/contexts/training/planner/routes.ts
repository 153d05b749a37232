// /api/training/planner: the 10-point planner (spec §9).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/training/endpoints'
import { plannerInput, plannerSaveInput } from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { planDetail, plannerProposal } from '../responses'
import * as service from './service'

export function plannerRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  route(app, api.proposePlan, { body: plannerInput, response: plannerProposal }, async (req) =>
    service.propose(db, requireUser(req).id, req.body), { tag: 'training' })
  route(app, api.savePlannerPlan, { body: plannerSaveInput, response: planDetail }, async (req) =>
    service.save(db, requireUser(req).id, req.body, now()), { tag: 'training' })
}
