// /api/admin/notices*: the back office's notices (area content of types/admin-access.ts; the auth guard answers
// 401/403 before a handler runs).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/endpoints/admin-home'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { publishInput } from '../publication'
import { listNotices, noticeAdmin as notices } from './admin-service'
import { adminNoticeListQuery, adminNoticeResponse, adminNoticeSummaryResponse, noticeInput } from './schemas'

const tag = { tag: 'content' }

export function adminNoticeRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('公告编号')
  route(app, api.listAdminNotices, { query: adminNoticeListQuery, response: pagedSchema(adminNoticeSummaryResponse) }, async (req) =>
    listNotices(db, req.query, now()), tag)
  route(app, api.getAdminNotice, { params, response: adminNoticeResponse }, async (req) => notices.get(db, req.params.id, now()), tag)
  route(app, api.createAdminNotice, { body: noticeInput, response: adminNoticeResponse }, async (req) =>
    notices.create(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminNotice, { params, body: noticeInput, response: adminNoticeResponse }, async (req) =>
    notices.update(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminNotice, { params, body: publishInput, response: adminNoticeResponse }, async (req) =>
    notices.publish(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminNotice, { params, response: adminNoticeResponse }, async (req) =>
    notices.unpublish(db, requireUser(req), req.params.id, now()), tag)
}
