// Response schemas of the order itself, which every module above order answers with: `:id` of the
// /api/order/:id/* routes and the order summary. Each module keeps the schemas of its own answers next to it;
// serialising through them strips every column the contract does not name (transaction ids, payment issues,
// provider states stay inside).
import { z } from 'zod'
import type { Order, OrderSummary, Quote } from '@contract/commerce'
import { GOODS_KINDS, ORDER_STATUSES, PAYMENT_METHODS } from '@contract/commerce-constants'
import { idParamsSchema } from '../../../http/query'
import { agreementRefResponse, couponResponse, goodsSummaryResponse } from '../../catalog'
import { invoiceResponse } from '../invoice/schemas'
import { logisticsResponse } from '../logistics/schemas'
import { refundResponse } from '../refund/schemas'

/** `:id` of every /api/order/:id/* route. */
export const orderParams = idParamsSchema('订单编号')

const int = z.number().int()

export const orderSummaryResponse = z.object({
  id: int,
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  goods: z.object({ id: int, kind: z.enum(GOODS_KINDS), title: z.string(), cover: z.string() }),
  className: z.string().optional(),
  totalFen: int,
  discountFen: int,
  amountDueFen: int,
  createdAt: z.string(),
  payDeadline: z.string()
}) satisfies z.ZodType<OrderSummary>

export const quoteResponse = z.object({
  goods: goodsSummaryResponse,
  priceFen: int,
  bundleDeductionFen: int,
  couponDiscountFen: int,
  pointsUsed: int,
  pointsDiscountFen: int,
  amountDueFen: int,
  pointsBalance: int,
  maxPoints: int,
  usableCoupons: z.array(couponResponse),
  needsAddress: z.boolean(),
  agreements: z.array(agreementRefResponse),
  choice: z.string()
}) satisfies z.ZodType<Quote>

export const orderResponse = orderSummaryResponse.extend({
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  couponDiscountFen: int,
  pointsUsed: int,
  bundleDeductionFen: int,
  address: z.object({ recipient: z.string(), phone: z.string(), region: z.string(), detail: z.string() }).nullable(),
  logistics: logisticsResponse.nullable(),
  refund: refundResponse.nullable(),
  invoice: invoiceResponse.nullable()
}) satisfies z.ZodType<Order>
