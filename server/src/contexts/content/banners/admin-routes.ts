// /api/admin/banners*: the back office's banners (area content of types/admin-access.ts; the auth guard answers
// 401/403 before a handler runs).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/endpoints/admin-home'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { publishInput } from '../publication'
import { adminBannerListQuery, adminBannerResponse, bannerInput } from './schemas'
import { bannerAdmin as banners, listBanners } from './service'

const tag = { tag: 'content' }

export function adminBannerRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('轮播图编号')
  route(app, api.listAdminBanners, { query: adminBannerListQuery, response: pagedSchema(adminBannerResponse) }, async (req) =>
    listBanners(db, req.query, now()), tag)
  route(app, api.getAdminBanner, { params, response: adminBannerResponse }, async (req) => banners.get(db, req.params.id, now()), tag)
  route(app, api.createAdminBanner, { body: bannerInput, response: adminBannerResponse }, async (req) =>
    banners.create(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminBanner, { params, body: bannerInput, response: adminBannerResponse }, async (req) =>
    banners.update(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminBanner, { params, body: publishInput, response: adminBannerResponse }, async (req) =>
    banners.publish(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminBanner, { params, response: adminBannerResponse }, async (req) =>
    banners.unpublish(db, requireUser(req), req.params.id, now()), tag)
}
