// /api/classroom/homework* (learners) and /api/classroom/grading* (teachers of the class).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/classroom/homework-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import * as grading from './grading'
import * as s from './schemas'
import * as service from './service'

const tag = { tag: 'classroom' }
const taskParams = idParamsSchema('作业编号')

export function homeworkRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listMyHomework, { query: s.myHomeworkQuery, response: z.array(s.taskSummaryResponse) }, async (req) =>
    service.listMine(ctx, requireUser(req).id, req.query.goodsId), tag)
  route(app, api.getMyHomework, { params: taskParams, response: s.taskResponse }, async (req) =>
    service.getMine(ctx, requireUser(req).id, req.params.id), tag)
  route(app, api.submitHomework, { params: taskParams, body: s.submitBody, response: s.taskResponse }, async (req) =>
    service.submit(ctx, requireUser(req).id, req.params.id, req.body), tag)

  route(app, api.listGradingClasses, { response: z.array(s.gradingClassResponse) }, async (req) =>
    grading.listClasses(ctx, requireUser(req).id), tag)
  route(app, api.listGradingTasks, { params: s.classParams, response: z.array(s.gradingTaskResponse) }, async (req) =>
    grading.listTasks(ctx, requireUser(req).id, req.params.classId), tag)
  route(app, api.listGradingSubmissions, { params: s.classTaskParams, response: z.array(s.gradingSummaryResponse) }, async (req) =>
    grading.listSubmissions(ctx, requireUser(req).id, req.params.classId, req.params.taskId), tag)
  route(app, api.getGradingSubmission, { params: idParamsSchema('作业编号'), response: s.gradingSubmissionResponse }, async (req) =>
    grading.open(ctx, requireUser(req).id, req.params.id), tag)
  route(app, api.gradeHomework, { params: idParamsSchema('作业编号'), body: s.gradeBody, response: s.gradingSubmissionResponse }, async (req) =>
    grading.grade(ctx, requireUser(req).id, req.params.id, req.body), tag)
}
