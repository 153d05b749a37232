// /api/admin/users*: the console's users area (read: admin, finance, academic; write: admin). One service call each.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/identity/admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
import { adminUserDetailResponse, adminUserListQuery, adminUserSummaryResponse, rolesBody, statusBody } from './schemas'
import * as service from './service'

const params = idParamsSchema('用户编号')

export function adminUserRoutes(app: FastifyInstance, ctx: IdentityContext) {
  const tag = { tag: 'identity' }

  route(app, api.listAdminUsers, { query: adminUserListQuery, response: pagedSchema(adminUserSummaryResponse) }, async (req) =>
    service.listUsers(ctx.db, req.query), tag
  )

  route(app, api.getAdminUser, { params, response: adminUserDetailResponse }, async (req) => service.getUser(ctx, req.params.id), tag)

  route(app, api.setAdminUserRoles, { params, body: rolesBody, response: adminUserDetailResponse }, async (req) =>
    service.setRoles(ctx, requireUser(req), req.params.id, req.body.roles), tag
  )

  route(app, api.disableAdminUser, { params, body: statusBody, response: adminUserDetailResponse }, async (req) =>
    service.disableUser(ctx, requireUser(req), req.params.id, req.body?.reason ?? ''), tag
  )

  route(app, api.enableAdminUser, { params, body: statusBody, response: adminUserDetailResponse }, async (req) =>
    service.enableUser(ctx, requireUser(req), req.params.id, req.body?.reason ?? ''), tag
  )
}
