// /api/class/classes/:id…, /api/class/timetable: a class, its sessions and photos; the learner's timetable.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/classroom/endpoints'
import { classSessionsQuery, pageOnlyQuery, timetableQuery } from '@contract/classroom/schemas'
import type { ClassDetail, ClassPhoto } from '@contract/classroom/shapes'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import {
  classStatus, int, mySeatResponse, personResponse, sessionResponse, venueResponse
} from '../scope/responses'
import * as service from './service'

const params = idParamsSchema('班级编号')
const opts = { tag: 'classroom' }

const classDetailResponse = z.object({
  id: int, goods: z.object({ id: int, title: z.string(), cover: z.string() }), name: z.string(), city: z.string(),
  startDate: z.string(), endDate: z.string(), days: int, schedule: z.string(), status: classStatus, cancelled: z.boolean(),
  venue: venueResponse.nullable(), teachers: z.array(personResponse), classmates: int, capacity: int, seatsLeft: int,
  mySeat: mySeatResponse.nullable(), nextSession: sessionResponse.nullable(), sessionsTotal: int
}) satisfies z.ZodType<ClassDetail>

const photoResponse = z.object({ id: int, url: z.string(), caption: z.string(), takenAt: z.string() }) satisfies z.ZodType<ClassPhoto>

export function classRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.getClassDetail, { params, response: classDetailResponse }, async (req) =>
    service.getClassDetail(ctx, req.params.id, req.user?.id ?? null), opts)
  route(app, api.listClassSessions, { params, query: classSessionsQuery, response: pagedSchema(sessionResponse) }, async (req) =>
    service.listClassSessions(ctx, req.params.id, req.user?.id ?? null, req.query), opts)
  route(app, api.getTimetable, { query: timetableQuery, response: z.array(sessionResponse) }, async (req) =>
    service.getTimetable(ctx, requireUser(req).id, req.query), opts)
  route(app, api.listClassPhotos, { params, query: pageOnlyQuery, response: pagedSchema(photoResponse) }, async (req) =>
    service.listPhotos(ctx, req.params.id, req.query), opts)
}
