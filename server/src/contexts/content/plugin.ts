// The content context as one fastify plugin: what the company writes in the back office and learners read in the
// app (FAQ; the home page with its banners, notices and news; teachers, partners and stories follow), with its
// back-office endpoints.
import fp from 'fastify-plugin'
import { adminBannerRoutes } from './banners/admin-routes'
import type { ContentContext } from './context'
import { adminFaqRoutes } from './faq/admin-routes'
import { faqRoutes } from './faq/routes'
import { homeRoutes } from './home/routes'
import { adminNewsRoutes } from './news/admin-routes'
import { newsRoutes } from './news/routes'
import { adminNoticeRoutes } from './notices/admin-routes'
import { noticeRoutes } from './notices/routes'

export const contentContext = fp<ContentContext>(
  async (app, ctx) => {
    faqRoutes(app, ctx)
    adminFaqRoutes(app, ctx)
    homeRoutes(app, ctx)
    newsRoutes(app, ctx)
    noticeRoutes(app, ctx)
    adminBannerRoutes(app, ctx)
    adminNoticeRoutes(app, ctx)
    adminNewsRoutes(app, ctx)
  },
  { name: 'content', dependencies: ['catalog'] }
)
