// Response schemas of the back office's commerce endpoints: they strip every column the contract does not name.
import { z } from 'zod'
import type { AdminInvoice, AdminOrderDetail, AdminOrderSummary, AdminRefund, AdminRefundDetail } from '@contract/commerce/admin-shapes'
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_ISSUES } from '@contract/commerce/admin-shapes'
import { AUTO_REFUND_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, REFUND_REASON_KINDS } from '@contract/commerce/constants'
import { GOODS_KINDS } from '@contract/catalog/constants'
import { invoiceResponse } from '../invoice/schemas'
import { orderResponse } from '../learner-orders/schemas'
import { refundResponse } from '../refund/schemas'

const int = z.number().int()
const time = z.string().nullable()

export const adminOrderSummaryResponse = z.object({
  id: int,
  orderNo: z.string(),
  userId: int,
  buyerPhone: z.string(),
  buyerName: z.string(),
  goodsTitle: z.string(),
  goodsKind: z.enum(GOODS_KINDS),
  amountDueFen: int,
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: time,
  createdAt: z.string(),
  paymentIssue: z.enum(PAYMENT_ISSUES).nullable(),
  paymentIssueResolvedAt: time,
  totalFen: int,
  bundleDeductionFen: int,
  couponDiscountFen: int,
  pointsUsed: int,
  pointsDiscountFen: int,
  outTradeNo: z.string().nullable(),
  transactionId: z.string().nullable(),
  refundedFen: int,
  refundNos: z.string()
}) satisfies z.ZodType<AdminOrderSummary>

export const adminRefundResponse = refundResponse.extend({
  initiatedBy: z.string().nullable(),
  reasonKind: z.enum(REFUND_REASON_KINDS).nullable(),
  orderPaymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  orderId: int,
  orderNo: z.string(),
  userId: int,
  buyerPhone: z.string(),
  buyerName: z.string(),
  goodsTitle: z.string(),
  orderAmountDueFen: int,
  outRefundNo: z.string(),
  providerStatus: z.string().nullable(),
  financeApprovedAt: time,
  updatedAt: z.string()
}) satisfies z.ZodType<AdminRefund>

export const adminRefundDetailResponse = adminRefundResponse.extend({
  steps: z.array(z.object({
    action: z.string(), actorName: z.string(), actorPhone: z.string(), summary: z.string(),
    summaryCode: z.string().nullable(), summaryParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(), at: z.string()
  }))
}) satisfies z.ZodType<AdminRefundDetail>

const adminPaymentResponse = z.object({
  id: int,
  method: z.enum(PAYMENT_METHODS),
  outTradeNo: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  amountFen: int,
  transactionId: z.string().nullable(),
  paidAt: time,
  autoRefundNo: z.string().nullable(),
  autoRefundStatus: z.enum(AUTO_REFUND_STATUSES).nullable(),
  autoRefundedAt: time,
  createdAt: z.string()
})

export const adminOrderDetailResponse = orderResponse.extend({
  buyer: z.object({ id: int, phone: z.string(), name: z.string() }),
  paymentIssue: z.enum(PAYMENT_ISSUES).nullable(),
  paymentIssueResolvedAt: time,
  paymentIssueNote: z.string(),
  closeReason: z.enum(['cancelled', 'expired']).nullable(),
  payments: z.array(adminPaymentResponse),
  refunds: z.array(adminRefundDetailResponse),
  refundable: z.object({ paidFen: int, refundedFen: int, openFen: int, refundableFen: int }),
  offlineReceipt: z.object({
    bankReference: z.string(), transferDate: z.string(), proofPath: z.string(), listPriceFen: int, priceNote: z.string(),
    recordedBy: z.string(), recordedAt: z.string()
  }).nullable()
}) satisfies z.ZodType<AdminOrderDetail>

export const adminInvoiceResponse = invoiceResponse.extend({
  orderId: int,
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  userId: int,
  buyerPhone: z.string(),
  buyerName: z.string(),
  updatedAt: z.string()
}) satisfies z.ZodType<AdminInvoice>
