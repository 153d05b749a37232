// /api/about, /api/about-pages/:key (public, cacheable) and /api/admin/about-pages* (area content): the about tab,
// the about pages learners read (pages/home/aboutUS; `enterprise` above pages/home/hezuo) and their editing.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/about-endpoints'
import * as admin from '@contract/content/about-admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { getOverview } from './overview'
import * as pages from './pages'
import { aboutPageInput, aboutPageResponse, adminAboutPageResponse, adminKeyParams, adminPagesQuery, overviewResponse, publicKeyParams } from './schemas'

const tag = { tag: 'content' }

export function aboutRoutes(app: FastifyInstance, { db, now, config }: ContentContext) {
  route(app, api.getAboutOverview, { response: overviewResponse }, async () => getOverview(db, config.serviceContact, now()), tag)
  route(app, api.getAboutPage, { params: publicKeyParams, response: aboutPageResponse }, async (req) => pages.getAboutPage(db, req.params.key), tag)

  route(app, admin.listAdminAboutPages, { query: adminPagesQuery, response: pagedSchema(adminAboutPageResponse) }, async () => pages.listAdminPages(db), tag)
  route(app, admin.getAdminAboutPage, { params: adminKeyParams, response: adminAboutPageResponse }, async (req) =>
    pages.getAdminPage(db, req.params.id), tag)
  route(app, admin.updateAdminAboutPage, { params: adminKeyParams, body: aboutPageInput, response: adminAboutPageResponse }, async (req) =>
    pages.updateAdminPage(db, requireUser(req), req.params.id, req.body), tag)
}
