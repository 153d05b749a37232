// /api/admin/coupons*: coupon templates, issuing to users, usage (area coupons).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/catalog/coupons-admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import { couponListQuery, issueBody, issueResponse, templateBody, templateResponse, usageQuery, userCouponResponse } from './admin-schemas'
import * as service from './admin-service'

const params = idParamsSchema('优惠券编号')

export function couponAdminRoutes(app: FastifyInstance, { db, now }: CatalogContext) {
  const tag = { tag: 'catalog' }

  route(app, api.listCouponTemplates, { query: couponListQuery, response: pagedSchema(templateResponse) }, async (req) => {
    const { page, size, ...filter } = req.query
    return service.listTemplates(db, filter, { page, size })
  }, tag)

  route(app, api.getCouponTemplate, { params, response: templateResponse }, async (req) => service.getTemplate(db, req.params.id), tag)

  route(app, api.createCouponTemplate, { body: templateBody, response: templateResponse }, async (req) =>
    service.createTemplate(db, requireUser(req), req.body), tag
  )

  route(app, api.updateCouponTemplate, { params, body: templateBody, response: templateResponse }, async (req) =>
    service.updateTemplate(db, requireUser(req), req.params.id, req.body), tag
  )

  route(app, api.issueCoupons, { params, body: issueBody, response: issueResponse }, async (req) =>
    service.issueCoupons(db, requireUser(req), req.params.id, req.body.phones, now()), tag
  )

  route(app, api.listCouponUsage, { params, query: usageQuery, response: pagedSchema(userCouponResponse) }, async (req) => {
    const { page, size, state } = req.query
    return service.listUsage(db, req.params.id, state, { page, size }, now())
  }, tag)
}
