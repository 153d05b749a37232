// Leave: the learner's requests (ask, list, withdraw) and the teacher's review of their classes' requests.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/classroom/endpoints'
import * as teacherApi from '@contract/classroom/teacher-endpoints'
import { leaveBody, leaveListQuery, leaveReviewBody, teacherLeaveQuery } from '@contract/classroom/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { leaveResponse, personResponse } from '../scope/responses'
import * as service from './service'

const opts = { tag: 'classroom' }
const params = idParamsSchema('请假申请编号')
const teacherLeaveResponse = leaveResponse.extend({ learner: personResponse })

export function leaveRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.askLeave, { body: leaveBody, response: leaveResponse }, async (req) => service.askLeave(ctx, requireUser(req).id, req.body), opts)
  route(app, api.listMyLeaves, { query: leaveListQuery, response: pagedSchema(leaveResponse) }, async (req) =>
    service.listMyLeaves(ctx, requireUser(req).id, req.query), opts)
  route(app, api.withdrawLeave, { params, response: leaveResponse }, async (req) => service.withdrawLeave(ctx, requireUser(req).id, req.params.id), opts)
  route(app, teacherApi.listLeaveRequests, { query: teacherLeaveQuery, response: pagedSchema(teacherLeaveResponse) }, async (req) =>
    service.listForTeacher(ctx, requireUser(req), req.query), opts)
  route(app, teacherApi.approveLeave, { params, body: leaveReviewBody, response: teacherLeaveResponse }, async (req) =>
    service.review(ctx, requireUser(req), req.params.id, 'approved', req.body.reply), opts)
  route(app, teacherApi.rejectLeave, { params, body: leaveReviewBody, response: teacherLeaveResponse }, async (req) =>
    service.review(ctx, requireUser(req), req.params.id, 'rejected', req.body.reply), opts)
}
