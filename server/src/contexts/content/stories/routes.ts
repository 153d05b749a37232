// /api/stories*: the learner stories learners read (pages/home/story, storyInfo). Public and cacheable.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/about-endpoints'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { storyDetailResponse, storySummaryResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function storyRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  route(app, api.listStories, { query: pageQuerySchema, response: pagedSchema(storySummaryResponse) }, async (req) =>
    service.listStories(db, req.query, now()), tag)
  route(app, api.getStory, { params: idParamsSchema('故事编号'), response: storyDetailResponse }, async (req) =>
    service.getStory(db, req.params.id, now()), tag)
}
