// /api/training/plans/:id/share and /api/training/shared/:token: share, view, copy, like, subscribe, report.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/training/endpoints'
import * as s from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { TrainingContext } from '../context'
import { planDetail, sharedPlan, sharedPlanSummary } from '../responses'
import * as service from './service'

const tag = 'training'
const token = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, '分享链接无效') })

export function shareRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).id
  route(app, api.sharePlan, { params: idParamsSchema('计划编号'), response: planDetail }, async (req) => service.sharePlan(db, me(req), req.params.id, now()), { tag })
  route(app, api.unsharePlan, { params: idParamsSchema('计划编号'), response: planDetail }, async (req) => service.unsharePlan(db, me(req), req.params.id, now()), { tag })
  route(app, api.getSharedPlan, { params: token, response: sharedPlan }, async (req) => service.getShared(db, req.user?.id ?? null, req.params.token), { tag })
  route(app, api.copySharedPlan, { params: token, response: planDetail }, async (req) => service.copyShared(db, me(req), req.params.token, now()), { tag })
  route(app, api.likeSharedPlan, { params: token, response: sharedPlan }, async (req) => service.mark(db, me(req), req.params.token, 'like', true, now()), { tag })
  route(app, api.unlikeSharedPlan, { params: token, response: sharedPlan }, async (req) => service.mark(db, me(req), req.params.token, 'like', false, now()), { tag })
  route(app, api.subscribeSharedPlan, { params: token, response: sharedPlan }, async (req) => service.mark(db, me(req), req.params.token, 'subscribe', true, now()), { tag })
  route(app, api.unsubscribeSharedPlan, { params: token, response: sharedPlan }, async (req) => service.mark(db, me(req), req.params.token, 'subscribe', false, now()), { tag })
  route(app, api.reportSharedPlan, { params: token, body: s.reportInput, response: z.null() }, async (req) => service.report(db, me(req), req.params.token, req.body.reason, now()), { tag })
  route(app, api.listLikedPlans, { query: s.sharedListQuery, response: pagedSchema(sharedPlanSummary) }, async (req) => service.listMarked(db, me(req), 'like', req.query), { tag })
  route(app, api.listSubscribedPlans, { query: s.sharedListQuery, response: pagedSchema(sharedPlanSummary) }, async (req) => service.listMarked(db, me(req), 'subscribe', req.query), { tag })
}
