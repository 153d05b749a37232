// /api/admin/orders*: every order, one order, resolving a payment issue, delivery tracking (area orders), a refund
// started from an order (area refundReview) and an order paid by bank transfer (area orders).
import type { FastifyInstance } from 'fastify'
import { logisticsAdminSchema } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { logisticsResponse } from '../logistics/schemas'
import { orderListQuery, orderParams, paymentIssueBody } from './query-schemas'
import { adminOrderDetailResponse, adminOrderSummaryResponse } from './response-schemas'
import * as service from './orders-service'
import { createOfflineOrder, startRefund } from './order-refunds-service'
import { offlineOrderBody, operatorRefundBody } from './refund-schemas'

export function adminOrderRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.listOrdersAdmin, { query: orderListQuery, response: pagedSchema(adminOrderSummaryResponse) }, async (req) => {
    const { page, size, ...filter } = req.query
    return service.listOrders(ctx, filter, { page, size })
  }, tag)

  route(app, api.getOrderAdmin, { params: orderParams, response: adminOrderDetailResponse }, async (req) =>
    service.getOrder(ctx, req.params.id), tag
  )

  route(app, api.resolvePaymentIssue, { params: orderParams, body: paymentIssueBody, response: adminOrderDetailResponse }, async (req) =>
    service.resolvePaymentIssue(ctx, requireUser(req), req.params.id, req.body.note), tag
  )

  route(app, api.startRefundAdmin, { params: orderParams, body: operatorRefundBody, response: adminOrderDetailResponse }, async (req) =>
    startRefund(ctx, requireUser(req), req.params.id, req.body, service.getOrder), tag
  )

  route(app, api.createOfflineOrder, { body: offlineOrderBody, response: adminOrderDetailResponse }, async (req) =>
    createOfflineOrder(ctx, requireUser(req), req.body, service.getOrder), tag
  )

  route(app, api.setLogisticsAdmin, { params: orderParams, body: logisticsAdminSchema, response: logisticsResponse }, async (req) =>
    service.updateLogistics(ctx, requireUser(req), req.params.id, req.body), tag
  )
}
