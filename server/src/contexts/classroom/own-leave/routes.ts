// /api/teacher/own-leaves: the teacher's own leave requests (list, ask); academic staff review them in the console.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { LEAVE_STATUSES } from '@contract/classroom/constants'
import * as api from '@contract/classroom/teacher-endpoints'
import { ownLeaveBody, pageOnlyQuery } from '@contract/classroom/schemas'
import type { OwnLeave } from '@contract/classroom/teacher-shapes'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { int } from '../scope/responses'
import * as service from './service'

const opts = { tag: 'classroom' }
const ownLeaveResponse = z.object({
  id: int, startsAt: z.string(), endsAt: z.string(), reason: z.string(), status: z.enum(LEAVE_STATUSES), reply: z.string(),
  createdAt: z.string(), reviewedAt: z.string().nullable()
}) satisfies z.ZodType<OwnLeave>

export function ownLeaveRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listOwnLeaves, { query: pageOnlyQuery, response: pagedSchema(ownLeaveResponse) }, async (req) =>
    service.listOwnLeaves(ctx, requireUser(req).id, req.query), opts)
  route(app, api.askOwnLeave, { body: ownLeaveBody, response: ownLeaveResponse }, async (req) =>
    service.askOwnLeave(ctx, requireUser(req).id, req.body), opts)
}
