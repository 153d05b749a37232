// /api/admin/goods*, /api/admin/classes*, /api/admin/exam-sessions*: the back office's catalog (areas catalog and
// classes of types/admin-access.ts; the auth guard answers 401/403 before a handler runs).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/catalog/admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import * as classes from './class-service'
import {
  classInputSchema, classResponse, classStatusSchema, goodsDetailResponse, goodsIdParams, goodsInputSchema,
  goodsListQuery, goodsSummaryResponse, publishSchema, sessionInputSchema, sessionResponse, sessionStatusSchema
} from './schemas'
import * as service from './service'

const tag = { tag: 'catalog' }
const goodsParams = idParamsSchema('商品编号')

export function adminGoodsRoutes(app: FastifyInstance, { db, now }: CatalogContext) {
  route(app, api.listAdminGoods, { query: goodsListQuery, response: pagedSchema(goodsSummaryResponse) }, async (req) =>
    service.listGoods(db, req.query, now()), tag)
  route(app, api.getAdminGoods, { params: goodsParams, response: goodsDetailResponse }, async (req) =>
    service.getGoods(db, req.params.id, now()), tag)
  route(app, api.createAdminGoods, { body: goodsInputSchema, response: goodsDetailResponse }, async (req) =>
    service.createGoods(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminGoods, { params: goodsParams, body: goodsInputSchema, response: goodsDetailResponse }, async (req) =>
    service.updateGoods(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminGoods, { params: goodsParams, body: publishSchema, response: goodsDetailResponse }, async (req) =>
    service.publishGoods(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminGoods, { params: goodsParams, response: goodsDetailResponse }, async (req) =>
    service.unpublishGoods(db, requireUser(req), req.params.id, now()), tag)
  adminClassRoutes(app, { db, now })
}

function adminClassRoutes(app: FastifyInstance, { db, now }: Pick<CatalogContext, 'db' | 'now'>) {
  const classParams = idParamsSchema('班级编号')
  const sessionParams = idParamsSchema('考试场次编号')
  route(app, api.listAdminClasses, { params: goodsIdParams, query: pageQuerySchema, response: pagedSchema(classResponse) }, async (req) =>
    classes.listClasses(db, req.params.goodsId, req.query, now()), tag)
  route(app, api.createAdminClass, { params: goodsIdParams, body: classInputSchema, response: classResponse }, async (req) =>
    classes.createClass(db, requireUser(req), req.params.goodsId, req.body, now()), tag)
  route(app, api.getAdminClass, { params: classParams, response: classResponse }, async (req) =>
    classes.getClass(db, req.params.id, now()), tag)
  route(app, api.updateAdminClass, { params: classParams, body: classInputSchema, response: classResponse }, async (req) =>
    classes.updateClass(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.setAdminClassStatus, { params: classParams, body: classStatusSchema, response: classResponse }, async (req) =>
    classes.setClassStatus(db, requireUser(req), req.params.id, req.body.status, now()), tag)

  route(app, api.listAdminExamSessions, { params: goodsIdParams, query: pageQuerySchema, response: pagedSchema(sessionResponse) }, async (req) =>
    classes.listSessions(db, req.params.goodsId, req.query, now()), tag)
  route(app, api.createAdminExamSession, { params: goodsIdParams, body: sessionInputSchema, response: sessionResponse }, async (req) =>
    classes.createSession(db, requireUser(req), req.params.goodsId, req.body, now()), tag)
  route(app, api.getAdminExamSession, { params: sessionParams, response: sessionResponse }, async (req) =>
    classes.getSession(db, req.params.id, now()), tag)
  route(app, api.updateAdminExamSession, { params: sessionParams, body: sessionInputSchema, response: sessionResponse }, async (req) =>
    classes.updateSession(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.setAdminExamSessionStatus, { params: sessionParams, body: sessionStatusSchema, response: sessionResponse }, async (req) =>
    classes.setSessionStatus(db, requireUser(req), req.params.id, req.body.status, now()), tag)
}
