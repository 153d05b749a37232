// /api/teachers*, /api/goods/:id/teachers: the teachers learners read (pages/home/teachTeam, teacherInfo, and the
// goods page's teachers). Public and cacheable without a token.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/content/about-endpoints'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { teacherDetailResponse, teacherSummaryResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function teacherRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  route(app, api.listTeachers, { query: pageQuerySchema, response: pagedSchema(teacherSummaryResponse) }, async (req) =>
    service.listTeachers(db, req.query, now()), tag)
  route(app, api.getTeacher, { params: idParamsSchema('讲师编号'), response: teacherDetailResponse }, async (req) =>
    service.getTeacher(db, req.params.id, now()), tag)
  route(app, api.listGoodsTeachers, { params: idParamsSchema('商品编号'), response: z.array(teacherSummaryResponse) }, async (req) =>
    service.listGoodsTeachers(db, req.params.id, now()), tag)
}
