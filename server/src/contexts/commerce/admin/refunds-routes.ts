// /api/admin/refunds*: the refunds list and detail (area refundReview) and the steps: approve and reject (area
// refundReview), payout (area refundPayout: finance only, so one person alone can't configure and pay).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/commerce/admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { refundListQuery, refundParams, refundStepBody } from './query-schemas'
import { manualPayoutBody } from './refund-schemas'
import { adminRefundDetailResponse, adminRefundResponse } from './response-schemas'
import * as service from './refunds-service'

export function adminRefundRoutes(app: FastifyInstance, ctx: CommerceContext) {
  const tag = { tag: 'commerce' }

  route(app, api.listRefundsAdmin, { query: refundListQuery, response: pagedSchema(adminRefundResponse) }, async (req) => {
    const { page, size, ...filter } = req.query
    return service.listRefunds(ctx.db, filter, { page, size })
  }, tag)

  route(app, api.getRefundAdmin, { params: refundParams, response: adminRefundDetailResponse }, async (req) =>
    service.getRefund(ctx.db, req.params.id), tag
  )

  const steps = [
    [api.approveRefund, 'approve'],
    [api.payoutRefund, 'payout'],
    [api.rejectRefund, 'reject']
  ] as const
  for (const [endpoint, step] of steps) {
    route(app, endpoint, { params: refundParams, body: refundStepBody, response: adminRefundDetailResponse }, async (req) =>
      service.takeStep(ctx, step, requireUser(req), req.params.id, req.body?.note ?? ''), tag
    )
  }

  route(app, api.manualPayoutRefund, { params: refundParams, body: manualPayoutBody, response: adminRefundDetailResponse }, async (req) =>
    service.recordManualPayout(ctx, requireUser(req), req.params.id, req.body), tag
  )
}
