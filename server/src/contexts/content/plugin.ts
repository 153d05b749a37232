// The content context as one fastify plugin: what the company writes in the back office and learners read in the
// app (FAQ, questionnaires; news, notices, teachers, partners, stories and banners follow), with its back-office endpoints.
import fp from 'fastify-plugin'
import type { ContentContext } from './context'
import { adminFaqRoutes } from './faq/admin-routes'
import { faqRoutes } from './faq/routes'
import { adminQuestionnaireRoutes } from './questionnaires/admin-routes'
import { questionnaireRoutes } from './questionnaires/routes'

export const contentContext = fp<ContentContext>(
  async (app, ctx) => {
    faqRoutes(app, ctx)
    adminFaqRoutes(app, ctx)
    questionnaireRoutes(app, ctx)
    adminQuestionnaireRoutes(app, ctx)
  },
  { name: 'content', dependencies: ['catalog'] }
)
