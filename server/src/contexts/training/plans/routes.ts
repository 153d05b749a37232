// /api/training/plans and the plan tree's rows (plan-weeks, plan-days, plan-modules, plan-items).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/training/endpoints'
import * as s from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { planDetail, planSummary } from '../responses'
import * as service from './service'

const tag = 'training'
const planId = idParamsSchema('计划编号')
const rowId = idParamsSchema('编号')

export function planRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  const uid = (req: Parameters<typeof requireUser>[0]) => requireUser(req).id
  route(app, api.listPlans, { query: s.planListQuery, response: pagedSchema(planSummary) }, async (req) => service.listPlans(db, uid(req), req.query), { tag })
  route(app, api.createPlan, { body: s.planCreateInput, response: planDetail }, async (req) => service.createPlan(db, uid(req), req.body, now()), { tag })
  route(app, api.getPlan, { params: planId, response: planDetail }, async (req) => service.getPlan(db, uid(req), req.params.id), { tag })
  route(app, api.updatePlan, { params: planId, body: s.planUpdateInput, response: planDetail }, async (req) =>
    service.updatePlan(db, uid(req), req.params.id, req.body, now()), { tag })
  route(app, api.deletePlan, { params: planId, response: z.null() }, async (req) => service.deletePlan(db, uid(req), req.params.id), { tag })
  route(app, api.copyPlan, { params: planId, response: planDetail }, async (req) => service.copyPlan(db, uid(req), req.params.id, now()), { tag })
  route(app, api.addPlanWeek, { params: planId, body: s.planWeekInput, response: planDetail }, async (req) =>
    service.addWeek(db, uid(req), req.params.id, req.body.copyFromWeekId, now()), { tag })
  route(app, api.deletePlanWeek, { params: rowId, response: planDetail }, async (req) => service.deleteWeek(db, uid(req), req.params.id, now()), { tag })
  route(app, api.updatePlanDay, { params: rowId, body: s.planDayInput, response: planDetail }, async (req) =>
    service.updateDay(db, uid(req), req.params.id, req.body, now()), { tag })
  route(app, api.reorderPlanDay, { params: rowId, body: s.dayOrderInput, response: planDetail }, async (req) =>
    service.reorderDay(db, uid(req), req.params.id, req.body, now()), { tag })
  route(app, api.addPlanModule, { params: rowId, body: s.planModuleInput, response: planDetail }, async (req) =>
    service.addModule(db, uid(req), req.params.id, req.body, now()), { tag })
  route(app, api.updatePlanModule, { params: rowId, body: s.planModuleInput, response: planDetail }, async (req) =>
    service.updateModule(db, uid(req), req.params.id, req.body, now()), { tag })
  route(app, api.deletePlanModule, { params: rowId, response: planDetail }, async (req) => service.deleteModule(db, uid(req), req.params.id, now()), { tag })
  route(app, api.addPlanItems, { params: rowId, body: s.planItemsInput, response: planDetail }, async (req) =>
    service.addItems(db, uid(req), req.params.id, req.body, now()), { tag })
  route(app, api.updatePlanItem, { params: rowId, body: s.planItemInput, response: planDetail }, async (req) =>
    service.updateItem(db, uid(req), req.params.id, req.body, now()), { tag })
  route(app, api.deletePlanItem, { params: rowId, response: planDetail }, async (req) => service.deleteItem(db, uid(req), req.params.id, now()), { tag })
}
