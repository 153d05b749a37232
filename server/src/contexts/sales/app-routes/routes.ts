// The salesperson's endpoints (types/sales/endpoints.ts). Roles come from the definitions; each service takes the
// caller's id and keeps it in the same WHERE as the id asked for.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/sales/endpoints'
import {
  couponIssueSchema, leadInputSchema, leadNoteSchema, leadQuery, pageOnlyQuery, salesOrderQuery, withdrawalInputSchema
} from '@contract/sales/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { route } from '../../../http/route'
import { profileOf } from '../balance/service'
import * as coupons from '../coupons/service'
import type { SalesContext } from '../context'
import * as enrolment from '../enrolment/service'
import * as leads from '../leads/service'
import * as performance from '../performance/service'
import * as r from '../responses/schemas'
import * as withdrawals from '../withdrawals/service'

const opts = { tag: 'sales' }
const leadParams = idParamsSchema('线索编号')
const batchParams = idParamsSchema('优惠券批次编号')
const withdrawalParams = idParamsSchema('提现申请编号')

export function salesAppRoutes(app: FastifyInstance, ctx: SalesContext) {
  route(app, api.getSalesProfile, { response: r.profileResponse }, async (req) => profileOf(ctx.db, requireUser(req).id), opts)
  route(app, api.listSalesClasses, { query: pageOnlyQuery, response: pagedSchema(r.salesClassResponse) }, async (req) =>
    enrolment.listClasses(ctx, req.query), opts)
  route(app, api.getSalesClass, { params: idParamsSchema('班级编号'), response: r.salesClassDetailResponse }, async (req) =>
    enrolment.getClass(ctx, req.params.id), opts)
  route(app, api.getSalesPerformance, { response: r.performanceResponse }, async (req) =>
    performance.getPerformance(ctx, requireUser(req).id), opts)
  route(app, api.listAttributedOrders, { query: salesOrderQuery, response: pagedSchema(r.attributedOrderResponse) }, async (req) =>
    performance.listOrders(ctx, requireUser(req).id, req.query), opts)
  route(app, api.listLeads, { query: leadQuery, response: pagedSchema(r.leadResponse) }, async (req) =>
    leads.listLeads(ctx, requireUser(req).id, req.query), opts)
  route(app, api.createLead, { body: leadInputSchema, response: r.leadResponse }, async (req) =>
    leads.createLead(ctx, requireUser(req).id, req.body), opts)
  route(app, api.getLead, { params: leadParams, response: r.leadDetailResponse }, async (req) =>
    leads.getLead(ctx, requireUser(req).id, req.params.id), opts)
  route(app, api.updateLead, { params: leadParams, body: leadInputSchema, response: r.leadResponse }, async (req) =>
    leads.updateLead(ctx, requireUser(req).id, req.params.id, req.body), opts)
  route(app, api.addLeadNote, { params: leadParams, body: leadNoteSchema, response: r.leadDetailResponse }, async (req) =>
    leads.addNote(ctx, requireUser(req).id, req.params.id, req.body), opts)
  route(app, api.listSalesCoupons, { response: z.array(r.couponBatchResponse) }, async (req) =>
    coupons.listBatches(ctx, requireUser(req).id), opts)
  route(app, api.issueSalesCoupon, { params: batchParams, body: couponIssueSchema, response: r.couponGrantResponse }, async (req) =>
    coupons.issueCoupon(ctx, requireUser(req).id, req.params.id, req.body.phone), opts)
  route(app, api.listCouponGrants, { params: batchParams, query: pageOnlyQuery, response: pagedSchema(r.couponGrantResponse) }, async (req) =>
    coupons.listGrants(ctx, requireUser(req).id, req.params.id, req.query), opts)
  route(app, api.listWithdrawals, { query: pageOnlyQuery, response: pagedSchema(r.withdrawalResponse) }, async (req) =>
    withdrawals.listWithdrawals(ctx, requireUser(req).id, req.query), opts)
  route(app, api.requestWithdrawal, { body: withdrawalInputSchema, response: r.withdrawalResponse }, async (req) =>
    withdrawals.requestWithdrawal(ctx, requireUser(req).id, req.body.amountFen), opts)
  route(app, api.getWithdrawal, { params: withdrawalParams, response: r.withdrawalResponse }, async (req) =>
    withdrawals.getWithdrawal(ctx, requireUser(req).id, req.params.id), opts)
  route(app, api.refreshWithdrawal, { params: withdrawalParams, response: r.withdrawalResponse }, async (req) =>
    withdrawals.refreshWithdrawal(ctx, requireUser(req), req.params.id), { ...opts, rateLimit: RATE_LIMITS.payQuery })
}
