// The content context as one fastify plugin: what the company writes in the back office and learners read in the
// app (FAQ; news, notices, teachers, partners, stories and banners follow), search over it and the AI assistant
// grounded in it, with their back-office endpoints.
import fp from 'fastify-plugin'
import { adminAssistantRoutes } from './assistant/admin-routes'
import { assistantRoutes } from './assistant/routes'
import type { ContentContext } from './context'
import { adminFaqRoutes } from './faq/admin-routes'
import { faqRoutes } from './faq/routes'
import { createRetrieval } from './retrieval/service'
import { searchRoutes } from './search/routes'

export const contentContext = fp<ContentContext>(
  async (app, ctx) => {
    faqRoutes(app, ctx)
    adminFaqRoutes(app, ctx)
    const retrieval = createRetrieval(ctx.db)
    searchRoutes(app, ctx, retrieval)
    assistantRoutes(app, ctx, retrieval)
    adminAssistantRoutes(app, ctx)
  },
  { name: 'content', dependencies: ['identity', 'catalog'] }
)
