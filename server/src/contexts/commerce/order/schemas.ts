// Response schemas of the order, payment, refund, invoice and logistics routes. Serialising through them also
// strips every column the contract does not name (transaction ids, payment issues, provider states stay inside).
import { z } from 'zod'
import type {
  AdminRefund, Invoice, Logistics, Order, OrderSummary, PayStart, PaymentState, Quote, Refund
} from '@contract/commerce'
import {
  GOODS_KINDS, INVOICE_MAIL_STATUSES, INVOICE_TYPES, ORDER_STATUSES, PAYMENT_METHODS, REFUND_STATUSES
} from '@contract/commerce-constants'
import { idParamsSchema } from '../../../http/query'
import { agreementRefResponse, couponResponse, goodsSummaryResponse } from '../../catalog'

/** `:id` of every /api/order/:id/* route. */
export const orderParams = idParamsSchema('订单编号')

const int = z.number().int()

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

export const refundResponse = z.object({
  id: int,
  status: z.enum(REFUND_STATUSES),
  amountFen: int,
  reason: z.string(),
  proofImages: z.array(z.string()),
  submittedAt: z.string(),
  paidAt: z.string().nullable(),
  result: z.string(),
  note: z.string()
}) satisfies z.ZodType<Refund>

export const adminRefundResponse = refundResponse.extend({
  orderId: int,
  orderNo: z.string(),
  userId: int,
  orderAmountDueFen: int,
  outRefundNo: z.string(),
  providerStatus: z.string().nullable()
}) satisfies z.ZodType<AdminRefund>

export const invoiceResponse = z.object({
  id: int,
  type: z.enum(INVOICE_TYPES),
  title: z.string(),
  taxId: z.string(),
  content: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  bank: z.string(),
  account: z.string(),
  note: z.string(),
  amountFen: int,
  mailStatus: z.enum(INVOICE_MAIL_STATUSES),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  mailNo: z.string(),
  createdAt: z.string()
}) satisfies z.ZodType<Invoice>

export const logisticsResponse = z.object({
  carrier: z.string(),
  mailNo: z.string(),
  status: z.string(),
  entries: z.array(z.object({ time: z.string(), text: z.string() }))
}) satisfies z.ZodType<Logistics>

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

export const payStartResponse = z.object({
  method: z.enum(PAYMENT_METHODS),
  jsapi: z
    .object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string()
    })
    .optional(),
  codeUrl: z.string().optional(),
  sandboxToken: z.string().optional()
}) satisfies z.ZodType<PayStart>

export const paymentStateResponse = z.object({
  status: z.enum(ORDER_STATUSES),
  paidAt: z.string().nullable()
}) satisfies z.ZodType<PaymentState>
