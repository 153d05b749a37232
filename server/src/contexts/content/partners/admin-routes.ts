// /api/admin/partners*: the back office's partners (published-routes.ts).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/about-admin-endpoints'
import type { ContentContext } from '../context'
import { adminListQuery } from '../fields'
import { publishedAdminRoutes } from '../published-routes'
import { listPartners, partnerAdmin } from './admin-service'
import { adminPartnerResponse, adminPartnerSummaryResponse, partnerInput } from './schemas'

export function adminPartnerRoutes(app: FastifyInstance, ctx: ContentContext) {
  publishedAdminRoutes(app, ctx, {
    endpoints: {
      list: api.listAdminPartners, one: api.getAdminPartner, create: api.createAdminPartner, update: api.updateAdminPartner,
      publish: api.publishAdminPartner, unpublish: api.unpublishAdminPartner
    },
    idTitle: '合作伙伴编号', listQuery: adminListQuery, summary: adminPartnerSummaryResponse, view: adminPartnerResponse,
    input: partnerInput, list: listPartners, writes: partnerAdmin
  })
}
