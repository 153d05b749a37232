// GET /api/class/sign (mine), GET/POST /api/class/sign/arrange (the teacher's sessions; a hand mark),
// POST /api/class/sign/remark, a session's roll and a class's totals.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/classroom/endpoints'
import * as teacherApi from '@contract/classroom/teacher-endpoints'
import { markAttendanceBody, myAttendanceQuery, remarkBody, teacherSessionQuery } from '@contract/classroom/schemas'
import type { ClassAttendance, SessionAttendance } from '@contract/classroom/teacher-shapes'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { attendanceRecordResponse, attendanceRowResponse, int, personResponse, teacherSessionResponse } from '../scope/responses'
import * as service from './service'

const opts = { tag: 'classroom' }
const sessionAttendanceResponse = z.object({ session: teacherSessionResponse, rows: z.array(attendanceRowResponse) }) satisfies z.ZodType<SessionAttendance>
const classAttendanceResponse = z.object({
  classId: int, sessionsHeld: int,
  learners: z.array(z.object({ learner: personResponse, present: int, late: int, leave: int, absent: int }))
}) satisfies z.ZodType<ClassAttendance>

export function attendanceRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listMyAttendance, { query: myAttendanceQuery, response: pagedSchema(attendanceRecordResponse) }, async (req) =>
    service.listMyAttendance(ctx, requireUser(req).id, req.query), opts)
  route(app, teacherApi.listTeacherSessions, { query: teacherSessionQuery, response: pagedSchema(teacherSessionResponse) }, async (req) =>
    service.listTeacherSessions(ctx, requireUser(req), req.query), opts)
  route(app, teacherApi.markAttendance, { body: markAttendanceBody, response: attendanceRowResponse }, async (req) =>
    service.mark(ctx, requireUser(req), req.body, 'teacher'), opts)
  route(app, teacherApi.remarkAttendance, { body: remarkBody, response: attendanceRowResponse }, async (req) =>
    service.remark(ctx, requireUser(req), req.body), opts)
  route(app, teacherApi.getSessionAttendance, { params: idParamsSchema('课次编号'), response: sessionAttendanceResponse }, async (req) =>
    service.getSessionAttendance(ctx, requireUser(req), req.params.id), opts)
  route(app, teacherApi.getClassAttendance, { params: idParamsSchema('班级编号'), response: classAttendanceResponse }, async (req) =>
    service.getClassAttendance(ctx, requireUser(req), req.params.id), opts)
}
