// GET/POST /api/question/student (the learner's rating targets, rating a session once) and the teacher's ratings
// received (/api/teacher/ratings[/summary]).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/classroom/endpoints'
import * as teacherApi from '@contract/classroom/teacher-endpoints'
import { pageOnlyQuery, ratingBody, ratingListQuery } from '@contract/classroom/schemas'
import type { Rating, RatingTarget } from '@contract/classroom/shapes'
import type { RatingSummary, ReceivedRating } from '@contract/classroom/teacher-shapes'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { int, personResponse } from '../scope/responses'
import * as service from './service'

const opts = { tag: 'classroom' }
const ratingResponse = z.object({
  id: int, sessionId: int, sessionScore: int, teacherScore: int, comment: z.string(), createdAt: z.string()
}) satisfies z.ZodType<Rating>
const targetResponse = z.object({
  sessionId: int, classId: int, className: z.string(), sessionTitle: z.string(), startsAt: z.string(),
  teacher: personResponse.nullable(), rating: ratingResponse.nullable()
}) satisfies z.ZodType<RatingTarget>
const receivedResponse = z.object({
  id: int, sessionId: int, sessionTitle: z.string(), className: z.string(), startsAt: z.string(), sessionScore: int,
  teacherScore: int, comment: z.string(), createdAt: z.string()
}) satisfies z.ZodType<ReceivedRating>
const summaryResponse = z.object({ count: int, teacherScore: z.number().nullable(), sessionScore: z.number().nullable() }) satisfies z.ZodType<RatingSummary>

export function ratingRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listRatingTargets, { query: ratingListQuery, response: pagedSchema(targetResponse) }, async (req) =>
    service.listTargets(ctx, requireUser(req).id, req.query), opts)
  route(app, api.rateSession, { body: ratingBody, response: ratingResponse }, async (req) =>
    service.rate(ctx, requireUser(req).id, req.body), opts)
  route(app, teacherApi.listReceivedRatings, { query: pageOnlyQuery, response: pagedSchema(receivedResponse) }, async (req) =>
    service.listReceived(ctx, requireUser(req).id, req.query), opts)
  route(app, teacherApi.getRatingSummary, { response: summaryResponse }, async (req) => service.summary(ctx, requireUser(req).id), opts)
}
