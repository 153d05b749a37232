// /api/admin/stories*: the back office's learner stories (published-routes.ts).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/about-admin-endpoints'
import type { ContentContext } from '../context'
import { adminListQuery } from '../fields'
import { publishedAdminRoutes } from '../published-routes'
import { listStories, storyAdmin } from './admin-service'
import { adminStoryResponse, adminStorySummaryResponse, storyInput } from './schemas'

export function adminStoryRoutes(app: FastifyInstance, ctx: ContentContext) {
  publishedAdminRoutes(app, ctx, {
    endpoints: {
      list: api.listAdminStories, one: api.getAdminStory, create: api.createAdminStory, update: api.updateAdminStory,
      publish: api.publishAdminStory, unpublish: api.unpublishAdminStory
    },
    idTitle: '故事编号', listQuery: adminListQuery, summary: adminStorySummaryResponse, view: adminStoryResponse,
    input: storyInput, list: listStories, writes: storyAdmin
  })
}
