// /api/admin/stories*: the back office's learner stories (area content; the auth guard answers 401/403 first).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/endpoints/admin-about'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { adminListQuery } from '../fields'
import { publishInput } from '../publication'
import * as service from './admin-service'
import { adminStoryResponse, adminStorySummaryResponse, storyInput } from './schemas'

const tag = { tag: 'content' }

export function adminStoryRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('故事编号')
  const response = adminStoryResponse
  route(app, api.listAdminStories, { query: adminListQuery, response: pagedSchema(adminStorySummaryResponse) }, async (req) =>
    service.listStories(db, req.query, now()), tag)
  route(app, api.getAdminStory, { params, response }, async (req) => service.getStory(db, req.params.id, now()), tag)
  route(app, api.createAdminStory, { body: storyInput, response }, async (req) =>
    service.createStory(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminStory, { params, body: storyInput, response }, async (req) =>
    service.updateStory(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminStory, { params, body: publishInput, response }, async (req) =>
    service.publishStory(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminStory, { params, response }, async (req) =>
    service.unpublishStory(db, requireUser(req), req.params.id, now()), tag)
}
