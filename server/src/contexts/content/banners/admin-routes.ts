// /api/admin/banners*: the back office's banners (published-routes.ts); the list is the banners themselves.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/home-admin-endpoints'
import type { ContentContext } from '../context'
import { publishedAdminRoutes } from '../published-routes'
import { adminBannerListQuery, adminBannerResponse, bannerInput } from './schemas'
import { bannerAdmin, listBanners } from './service'

export function adminBannerRoutes(app: FastifyInstance, ctx: ContentContext) {
  publishedAdminRoutes(app, ctx, {
    endpoints: {
      list: api.listAdminBanners, one: api.getAdminBanner, create: api.createAdminBanner, update: api.updateAdminBanner,
      publish: api.publishAdminBanner, unpublish: api.unpublishAdminBanner
    },
    idTitle: '轮播图编号', listQuery: adminBannerListQuery, summary: adminBannerResponse, view: adminBannerResponse,
    input: bannerInput, list: listBanners, writes: bannerAdmin
  })
}
