// /api/admin/*: the back-office endpoints of commerce (issue 4; the back-office UI comes later). Finance works
// through refunds; staff fill in invoices and delivery tracking. Every route needs the admin role (403 otherwise).
import type { FastifyInstance } from 'fastify'
import {
  adminRefundListQuery, invoiceAdminSchema, logisticsAdminSchema, refundReviewSchema
} from '@contract/commerce'
import * as api from '@contract/endpoints/commerce'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import * as invoices from '../invoice/service'
import * as logistics from '../logistics/service'
import { invoiceResponse } from '../invoice/schemas'
import { logisticsResponse } from '../logistics/schemas'
import { orderParams } from '../order/schemas'
import { adminRefundResponse, refundResponse } from '../refund/schemas'
import * as refunds from '../refund/review'

const refundParams = idParamsSchema('退款申请编号')
const invoiceParams = idParamsSchema('发票申请编号')

// A review may come without any body (no note); the handler reads an absent body as no note.
const reviewBody = refundReviewSchema.nullish()

export function adminCommerceRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.listRefundsAdmin, { query: adminRefundListQuery, response: pagedSchema(adminRefundResponse) }, async (req) =>
    refunds.listRefunds(ctx, req.query), tag
  )

  route(app, api.approveRefund, { params: refundParams, body: reviewBody, response: refundResponse }, async (req) =>
    refunds.approveRefund(ctx, requireUser(req).id, req.params.id, req.body?.note ?? ''), tag
  )

  route(app, api.rejectRefund, { params: refundParams, body: reviewBody, response: refundResponse }, async (req) =>
    refunds.rejectRefund(ctx, requireUser(req).id, req.params.id, req.body?.note ?? ''), tag
  )

  route(app, api.updateInvoiceAdmin, { params: invoiceParams, body: invoiceAdminSchema, response: invoiceResponse }, async (req) =>
    invoices.updateInvoice(ctx.db, req.params.id, req.body), tag
  )

  route(app, api.setLogisticsAdmin, { params: orderParams, body: logisticsAdminSchema, response: logisticsResponse }, async (req) =>
    logistics.setLogistics(ctx.db, req.params.id, req.body), tag
  )
}
