// /api/admin/partners*: the back office's partners (area content; the auth guard answers 401/403 first).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/endpoints/admin-about'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { adminListQuery } from '../fields'
import { publishInput } from '../publication'
import * as service from './admin-service'
import { adminPartnerResponse, adminPartnerSummaryResponse, partnerInput } from './schemas'

const tag = { tag: 'content' }

export function adminPartnerRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('合作伙伴编号')
  const response = adminPartnerResponse
  route(app, api.listAdminPartners, { query: adminListQuery, response: pagedSchema(adminPartnerSummaryResponse) }, async (req) =>
    service.listPartners(db, req.query, now()), tag)
  route(app, api.getAdminPartner, { params, response }, async (req) => service.getPartner(db, req.params.id, now()), tag)
  route(app, api.createAdminPartner, { body: partnerInput, response }, async (req) =>
    service.createPartner(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminPartner, { params, body: partnerInput, response }, async (req) =>
    service.updatePartner(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminPartner, { params, body: publishInput, response }, async (req) =>
    service.publishPartner(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminPartner, { params, response }, async (req) =>
    service.unpublishPartner(db, requireUser(req), req.params.id, now()), tag)
}
