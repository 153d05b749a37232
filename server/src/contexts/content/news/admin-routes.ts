// /api/admin/news*: the back office's news (published-routes.ts).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/home-admin-endpoints'
import type { ContentContext } from '../context'
import { publishedAdminRoutes } from '../published-routes'
import { listNews, newsAdmin } from './admin-service'
import { adminNewsListQuery, adminNewsResponse, adminNewsSummaryResponse, newsInput } from './schemas'

export function adminNewsRoutes(app: FastifyInstance, ctx: ContentContext) {
  publishedAdminRoutes(app, ctx, {
    endpoints: {
      list: api.listAdminNews, one: api.getAdminNews, create: api.createAdminNews, update: api.updateAdminNews,
      publish: api.publishAdminNews, unpublish: api.unpublishAdminNews
    },
    idTitle: '新闻编号', listQuery: adminNewsListQuery, summary: adminNewsSummaryResponse, view: adminNewsResponse, input: newsInput,
    list: listNews, writes: newsAdmin
  })
}
