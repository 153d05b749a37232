// /api/news*: the news learners read (pages/home/news, pages/home/newsInfo). Public and cacheable without a token.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/home-endpoints'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { newsDetailResponse, newsListQuery, newsSummaryResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function newsRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  route(app, api.listNews, { query: newsListQuery, response: pagedSchema(newsSummaryResponse) }, async (req) =>
    service.listNews(db, req.query, now()), tag)
  route(app, api.getNews, { params: idParamsSchema('新闻编号'), response: newsDetailResponse }, async (req) =>
    service.getNews(db, req.params.id, now()), tag)
}
