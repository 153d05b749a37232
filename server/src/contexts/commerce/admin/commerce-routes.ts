// /api/admin/*: the back-office endpoints of commerce (issue 4; the back-office UI comes later). Finance works
// through refunds; staff fill in invoices and delivery tracking. Every route needs the admin role (403 otherwise).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminRefundListQuery, invoiceAdminSchema, logisticsAdminSchema, refundReviewSchema } from '@contract/commerce'
import { envelope, ok } from '../../../http/envelope'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { requireUser } from '../../../http/auth-guard'
import * as invoices from '../invoice/service'
import * as logistics from '../logistics/service'
import type { CommerceContext } from '../context'
import { orderParams } from '../order/routes'
import { adminRefundResponse, invoiceResponse, logisticsResponse, refundResponse } from '../order/schemas'
import * as refunds from '../refund/review'

const refundParams = idParamsSchema('退款申请编号')
const invoiceParams = idParamsSchema('发票申请编号')

export function adminCommerceRoutes(ctx: CommerceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { roles: ['admin'] } as const
    const refundOne = { 200: envelope(refundResponse) }

    app.get(
      '/api/admin/refund',
      { config: admin, schema: { querystring: adminRefundListQuery, response: { 200: envelope(pagedSchema(adminRefundResponse)) } } },
      async (req) => ok(await refunds.listRefunds(ctx, req.query))
    )

    app.put(
      '/api/admin/refund/:id/approve',
      { config: admin, schema: { params: refundParams, body: refundReviewSchema.nullish(), response: refundOne } },
      async (req) => ok(await refunds.approveRefund(ctx, requireUser(req).id, req.params.id, req.body?.note ?? ''))
    )

    app.put(
      '/api/admin/refund/:id/reject',
      { config: admin, schema: { params: refundParams, body: refundReviewSchema.nullish(), response: refundOne } },
      async (req) => ok(await refunds.rejectRefund(ctx, requireUser(req).id, req.params.id, req.body?.note ?? ''))
    )

    app.put(
      '/api/admin/invoice/:id',
      { config: admin, schema: { params: invoiceParams, body: invoiceAdminSchema, response: { 200: envelope(invoiceResponse) } } },
      async (req) => ok(await invoices.updateInvoice(ctx.db, req.params.id, req.body))
    )

    app.put(
      '/api/admin/order/:id/logistics',
      { config: admin, schema: { params: orderParams, body: logisticsAdminSchema, response: { 200: envelope(logisticsResponse) } } },
      async (req) => ok(await logistics.setLogistics(ctx.db, req.params.id, req.body))
    )
  }
}
