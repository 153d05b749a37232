// /api/admin/faq*, /api/admin/faq-categories*: the back office's FAQ (area content of types/admin-access.ts; the
// auth guard answers 401/403 before a handler runs).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import * as faq from './admin-service'
import * as categories from './category-service'
import {
  adminCategoryResponse, adminFaqListQuery, adminFaqResponse, adminFaqSummaryResponse, categoryInput, faqInput
} from './schemas'
import { publishInput } from '../publication'

const tag = { tag: 'content' }

export function adminFaqRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  const params = idParamsSchema('问题编号')
  route(app, api.listAdminFaq, { query: adminFaqListQuery, response: pagedSchema(adminFaqSummaryResponse) }, async (req) =>
    faq.listFaq(db, req.query, now()), tag)
  route(app, api.getAdminFaq, { params, response: adminFaqResponse }, async (req) => faq.getFaq(db, req.params.id, now()), tag)
  route(app, api.createAdminFaq, { body: faqInput, response: adminFaqResponse }, async (req) =>
    faq.createFaq(db, requireUser(req), req.body, now()), tag)
  route(app, api.updateAdminFaq, { params, body: faqInput, response: adminFaqResponse }, async (req) =>
    faq.updateFaq(db, requireUser(req), req.params.id, req.body, now()), tag)
  route(app, api.publishAdminFaq, { params, body: publishInput, response: adminFaqResponse }, async (req) =>
    faq.publishFaq(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublishAdminFaq, { params, response: adminFaqResponse }, async (req) =>
    faq.unpublishFaq(db, requireUser(req), req.params.id, now()), tag)
  adminCategoryRoutes(app, db)
}

function adminCategoryRoutes(app: FastifyInstance, db: ContentContext['db']) {
  const params = idParamsSchema('分类编号')
  route(app, api.listAdminFaqCategories, { query: pageQuerySchema, response: pagedSchema(adminCategoryResponse) }, async (req) =>
    categories.listCategories(db, req.query), tag)
  route(app, api.getAdminFaqCategory, { params, response: adminCategoryResponse }, async (req) => categories.getCategory(db, req.params.id), tag)
  route(app, api.createAdminFaqCategory, { body: categoryInput, response: adminCategoryResponse }, async (req) =>
    categories.createCategory(db, requireUser(req), req.body), tag)
  route(app, api.updateAdminFaqCategory, { params, body: categoryInput, response: adminCategoryResponse }, async (req) =>
    categories.updateCategory(db, requireUser(req), req.params.id, req.body), tag)
  route(app, api.deleteAdminFaqCategory, { params, response: adminCategoryResponse }, async (req) =>
    categories.deleteCategory(db, requireUser(req), req.params.id), tag)
}
