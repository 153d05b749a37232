// /api/admin/teachers*: the back office's teachers (published-routes.ts).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/about-admin-endpoints'
import type { ContentContext } from '../context'
import { adminListQuery } from '../fields'
import { publishedAdminRoutes } from '../published-routes'
import { listTeachers, teacherAdmin } from './admin-service'
import { adminTeacherResponse, adminTeacherSummaryResponse, teacherInput } from './schemas'

export function adminTeacherRoutes(app: FastifyInstance, ctx: ContentContext) {
  publishedAdminRoutes(app, ctx, {
    endpoints: {
      list: api.listAdminTeachers, one: api.getAdminTeacher, create: api.createAdminTeacher, update: api.updateAdminTeacher,
      publish: api.publishAdminTeacher, unpublish: api.unpublishAdminTeacher
    },
    idTitle: '讲师编号', listQuery: adminListQuery, summary: adminTeacherSummaryResponse, view: adminTeacherResponse,
    input: teacherInput, list: listTeachers, writes: teacherAdmin
  })
}
