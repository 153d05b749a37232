// /api/classroom/documents*: course documents for learners, and the short-lived file route.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/classroom/documents-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { fileRoute } from './file-route'
import { catalogueResponse, docCourseResponse, docItemResponse, goodsParamsSchema, progressBodySchema, progressResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'classroom' }
const itemParams = idParamsSchema('课程内容编号')

export function documentRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listDocCourses, { response: z.array(docCourseResponse) }, async (req) =>
    service.listCourses(ctx, requireUser(req).id), tag)
  route(app, api.getDocCatalogue, { params: goodsParamsSchema, response: catalogueResponse }, async (req) =>
    service.getCatalogue(ctx, requireUser(req).id, req.params.goodsId), tag)
  route(app, api.openDocItem, { params: itemParams, response: docItemResponse }, async (req) =>
    service.openItem(ctx, requireUser(req).id, req.params.id), tag)
  route(app, api.saveDocProgress, { params: itemParams, body: progressBodySchema, response: progressResponse }, async (req) =>
    service.saveProgress(ctx, requireUser(req).id, req.params.id, req.body.positionSec), tag)
  fileRoute(app, ctx)
}
