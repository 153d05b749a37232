// POST /api/class/sign (the learner checks in) and GET /api/teacher/sessions/:id/check-in-code (the teacher's code).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/classroom/endpoints'
import * as teacherApi from '@contract/classroom/teacher-endpoints'
import { ATTENDANCE_STATUSES } from '@contract/classroom/constants'
import { checkInBody } from '@contract/classroom/schemas'
import type { CheckInResult } from '@contract/classroom/shapes'
import type { CheckInCode } from '@contract/classroom/teacher-shapes'
import { requireUser } from '../../../http/auth-guard'
import { userError } from '../../../http/errors'
import { idParamsSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { teacherScope } from '../scope/scope'
import { findSession } from '../scope/sessions-repo'
import { classSessions } from '../tables'
import type { CheckInCodes } from './codes'
import * as service from './service'

const int = z.number().int()
const checkInResponse = z.object({
  sessionId: int, classId: int, className: z.string(), sessionTitle: z.string(), status: z.enum(ATTENDANCE_STATUSES), checkedInAt: z.string()
}) satisfies z.ZodType<CheckInResult>
const codeResponse = z.object({
  sessionId: int, payload: z.string(), code: z.string(), expiresAt: z.string(), rotateSeconds: int, serverTime: z.string()
}) satisfies z.ZodType<CheckInCode>

export function checkInRoutes(app: FastifyInstance, ctx: ClassroomContext, codes: CheckInCodes) {
  route(app, api.checkIn, { body: checkInBody, response: checkInResponse }, async (req) =>
    service.checkIn(ctx, codes, requireUser(req).id, req.body), { tag: 'classroom' })
  route(app, teacherApi.getCheckInCode, { params: idParamsSchema('课次编号'), response: codeResponse }, async (req) => {
    const viewer = requireUser(req)
    const session = await findSession(ctx.db, req.params.id, teacherScope(ctx.db, viewer, classSessions.classId))
    if (!session) throw userError('NOT_FOUND', '课次不存在')
    if (session.status === 'cancelled') throw userError('CLASS_SESSION_CANCELLED', '该课次已取消')
    return service.issueCode(ctx, codes, session.id)
  }, { tag: 'classroom' })
}
