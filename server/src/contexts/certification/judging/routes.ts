// /api/judge/*: a judge's assignments, candidates, scoring form and the one submit (role judge, from the definitions).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/certification/endpoints'
import { REGISTRATION_STATUSES } from '@contract/certification/constants'
import { pageOnlyQuery, scoreBody } from '@contract/certification/schemas'
import type { JudgeAssignment, JudgeAssignmentDetail, JudgeCandidate, JudgeScoring } from '@contract/certification/shapes'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CertificationContext } from '../context'
import { sittingResponse } from '../registrations/responses'
import * as service from './service'

const opts = { tag: 'certification' }
const int = z.number().int()
const assignmentResponse = z.object({
  id: int, goodsTitle: z.string(), sitting: sittingResponse, candidates: int, scored: int
}) satisfies z.ZodType<JudgeAssignment>
const candidateResponse = z.object({
  registrationId: int, name: z.string(), avatar: z.string(), seatNo: z.string(), status: z.enum(REGISTRATION_STATUSES),
  practicalScore: int.nullable(), submitted: z.boolean()
}) satisfies z.ZodType<JudgeCandidate>
const detailResponse = z.object({ assignment: assignmentResponse, candidates: z.array(candidateResponse) }) satisfies z.ZodType<JudgeAssignmentDetail>
const itemScore = z.object({ itemId: int, score: int })
const scoringResponse = z.object({
  candidate: candidateResponse, goodsTitle: z.string(), sitting: sittingResponse,
  rubric: z.array(z.object({ id: int, title: z.string(), maxScore: int })),
  submitted: z.object({ items: z.array(itemScore), total: int, submittedAt: z.string() }).nullable()
}) satisfies z.ZodType<JudgeScoring>

export function judgingRoutes(app: FastifyInstance, ctx: CertificationContext) {
  const assignmentParams = idParamsSchema('考试安排编号')
  const registrationParams = idParamsSchema('考生编号')
  route(app, api.listJudgeAssignments, { query: pageOnlyQuery, response: pagedSchema(assignmentResponse) }, async (req) =>
    service.listAssignments(ctx, requireUser(req).id, req.query), opts)
  route(app, api.getJudgeAssignment, { params: assignmentParams, response: detailResponse }, async (req) =>
    service.getAssignment(ctx, requireUser(req).id, req.params.id), opts)
  route(app, api.getJudgeScoring, { params: registrationParams, response: scoringResponse }, async (req) =>
    service.getScoring(ctx, requireUser(req).id, req.params.id), opts)
  route(app, api.submitJudgeScore, { params: registrationParams, body: scoreBody, response: scoringResponse }, async (req) =>
    service.submitScore(ctx, requireUser(req).id, req.params.id, req.body), opts)
}
