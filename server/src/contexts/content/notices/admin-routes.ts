// /api/admin/notices*: the back office's notices (published-routes.ts).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/home-admin-endpoints'
import type { ContentContext } from '../context'
import { publishedAdminRoutes } from '../published-routes'
import { listNotices, noticeAdmin } from './admin-service'
import { adminNoticeListQuery, adminNoticeResponse, adminNoticeSummaryResponse, noticeInput } from './schemas'

export function adminNoticeRoutes(app: FastifyInstance, ctx: ContentContext) {
  publishedAdminRoutes(app, ctx, {
    endpoints: {
      list: api.listAdminNotices, one: api.getAdminNotice, create: api.createAdminNotice, update: api.updateAdminNotice,
      publish: api.publishAdminNotice, unpublish: api.unpublishAdminNotice
    },
    idTitle: '公告编号', listQuery: adminNoticeListQuery, summary: adminNoticeSummaryResponse, view: adminNoticeResponse,
    input: noticeInput, list: listNotices, writes: noticeAdmin
  })
}
