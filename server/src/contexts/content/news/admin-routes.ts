// /api/admin/news*: the back office's news (area content of types/admin-access.ts; the auth guard answers 401/403
// before a handler runs).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/endpoints/admin-home'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { publishInput } from '../publication'
import { listNews, newsAdmin as news } from './admin-service'
import { adminNewsListQuery, adminNewsResponse, adminNewsSummaryResponse, newsInput } from './schemas'

const tag = { tag: 'content' }

export function adminNewsRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('新闻编号')
  route(app, api.listAdminNews, { query: adminNewsListQuery, response: pagedSchema(adminNewsSummaryResponse) }, async (req) =>
    listNews(db, req.query, now()), tag)
  route(app, api.getAdminNews, { params, response: adminNewsResponse }, async (req) => news.get(db, req.params.id, now()), tag)
  route(app, api.createAdminNews, { body: newsInput, response: adminNewsResponse }, async (req) =>
    news.create(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminNews, { params, body: newsInput, response: adminNewsResponse }, async (req) =>
    news.update(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminNews, { params, body: publishInput, response: adminNewsResponse }, async (req) =>
    news.publish(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminNews, { params, response: adminNewsResponse }, async (req) =>
    news.unpublish(db, requireUser(req), req.params.id, now()), tag)
}
