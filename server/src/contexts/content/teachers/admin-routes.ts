// /api/admin/teachers*: the back office's teachers (area content; the auth guard answers 401/403 first).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/endpoints/admin-about'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { adminListQuery } from '../fields'
import { publishInput } from '../publication'
import * as service from './admin-service'
import { adminTeacherResponse, adminTeacherSummaryResponse, teacherInput } from './schemas'

const tag = { tag: 'content' }

export function adminTeacherRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('讲师编号')
  const response = adminTeacherResponse
  route(app, api.listAdminTeachers, { query: adminListQuery, response: pagedSchema(adminTeacherSummaryResponse) }, async (req) =>
    service.listTeachers(db, req.query, now()), tag)
  route(app, api.getAdminTeacher, { params, response }, async (req) => service.getTeacher(db, req.params.id, now()), tag)
  route(app, api.createAdminTeacher, { body: teacherInput, response }, async (req) =>
    service.createTeacher(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminTeacher, { params, body: teacherInput, response }, async (req) =>
    service.updateTeacher(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminTeacher, { params, body: publishInput, response }, async (req) =>
    service.publishTeacher(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminTeacher, { params, response }, async (req) =>
    service.unpublishTeacher(db, requireUser(req), req.params.id, now()), tag)
}
