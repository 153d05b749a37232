// Response schema of the order detail: the order with its payment, refund, invoice and logistics.
import { z } from 'zod'
import type { Order, OrderCounts } from '@contract/commerce/schemas'
import { ORDER_STATUSES, PAYMENT_METHODS } from '@contract/commerce/constants'
import { invoiceResponse } from '../invoice/schemas'
import { logisticsResponse } from '../logistics/schemas'
import { orderSummaryResponse } from '../order/schemas'
import { refundResponse } from '../refund/schemas'

const int = z.number().int()

export const orderResponse = orderSummaryResponse.extend({
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  transactionId: z.string().nullable(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  couponDiscountFen: int,
  pointsUsed: int,
  bundleDeductionFen: int,
  address: z.object({ recipient: z.string(), phone: z.string(), region: z.string(), detail: z.string() }).nullable(),
  schedule: z.object({
    kind: z.enum(['class', 'exam']), name: z.string(), city: z.string(), startDate: z.string(), endDate: z.string(),
    time: z.string(), venue: z.string()
  }).nullable(),
  logistics: logisticsResponse.nullable(),
  refund: refundResponse.nullable(),
  invoice: invoiceResponse.nullable()
}) satisfies z.ZodType<Order>

export const orderCountsResponse = z.object(
  Object.fromEntries(['all', ...ORDER_STATUSES].map((k) => [k, int])) as Record<keyof OrderCounts, typeof int>
) satisfies z.ZodType<OrderCounts>
