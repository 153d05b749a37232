// The content context as one fastify plugin: what the company writes in the back office and learners read in the
// app (FAQ, questionnaires; the home page with its banners, notices and news; the about tab's teachers, partners,
// stories and about pages), search over it and the AI assistant grounded in it, with their back-office endpoints.
import fp from 'fastify-plugin'
import { aboutRoutes } from './about/routes'
import { adminAssistantRoutes } from './assistant/admin-routes'
import { assistantRoutes } from './assistant/routes'
import { adminBannerRoutes } from './banners/admin-routes'
import type { ContentContext } from './context'
import { adminFaqRoutes } from './faq/admin-routes'
import { faqRoutes } from './faq/routes'
import { homeRoutes } from './home/routes'
import { adminNewsRoutes } from './news/admin-routes'
import { newsRoutes } from './news/routes'
import { adminNoticeRoutes } from './notices/admin-routes'
import { noticeRoutes } from './notices/routes'
import { adminPartnerRoutes } from './partners/admin-routes'
import { partnerRoutes } from './partners/routes'
import { adminQuestionnaireRoutes } from './questionnaires/admin-routes'
import { questionnaireRoutes } from './questionnaires/routes'
import { createRetrieval } from './retrieval/service'
import { searchRoutes } from './search/routes'
import { adminStoryRoutes } from './stories/admin-routes'
import { storyRoutes } from './stories/routes'
import { adminTeacherRoutes } from './teachers/admin-routes'
import { teacherRoutes } from './teachers/routes'

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
    questionnaireRoutes(app, ctx)
    adminQuestionnaireRoutes(app, ctx)
    teacherRoutes(app, ctx)
    adminTeacherRoutes(app, ctx)
    partnerRoutes(app, ctx)
    adminPartnerRoutes(app, ctx)
    storyRoutes(app, ctx)
    adminStoryRoutes(app, ctx)
    aboutRoutes(app, ctx)
    const retrieval = createRetrieval(ctx.db)
    searchRoutes(app, ctx, retrieval)
    assistantRoutes(app, ctx, retrieval)
    adminAssistantRoutes(app, ctx)
  },
  { name: 'content', dependencies: ['identity', 'catalog'] }
)
