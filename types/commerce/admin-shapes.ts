// Shapes of the back office's orders area: orders with their payment attempts and payment issues,
// refund review and payout, invoices, logistics. No zod here (the console imports this file): the input schemas
// live in the server (server/src/contexts/commerce/admin/schemas.ts).
import type { Invoice, Order, Refund } from './schemas'
import type { AutoRefundStatus, OrderStatus, PaymentMethod, RefundReasonKind, RefundStatus } from './constants'
import type { GoodsKind } from '../catalog/constants'
import type { PageQuery } from '../envelope'
import type { OfflineReceipt, OrderRefundable } from './admin-refund-shapes'

/**
 * Money that arrived when it should not have: paid after the order closed, or paid a second time through another
 * method (refunded automatically). Same list as the orders table's check (server/src/contexts/commerce/tables/orders.ts).
 */
export const PAYMENT_ISSUES = ['paid_after_close', 'paid_twice'] as const
export type PaymentIssue = (typeof PAYMENT_ISSUES)[number]
/** The list's filter: one kind of issue, or `open` = any issue nobody has resolved yet. */
export const PAYMENT_ISSUE_FILTERS = [...PAYMENT_ISSUES, 'open'] as const
export type PaymentIssueFilter = (typeof PAYMENT_ISSUE_FILTERS)[number]

/** How the status of a payment attempt reads (payments.status). */
export const PAYMENT_ATTEMPT_STATUSES = ['started', 'paid', 'closed'] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

export interface Buyer {
  id: number
  phone: string
  name: string
}

// ---- Orders ----

export interface AdminOrderListQuery extends PageQuery {
  status?: OrderStatus
  /** The payment method that paid (`offline`: bank transfers recorded by finance). */
  method?: PaymentMethod
  kind?: GoodsKind
  paymentIssue?: PaymentIssueFilter
  /** Order number (part of it) or the buyer's phone (part of it). */
  keyword?: string
  userId?: number
  /** China dates `YYYY-MM-DD` of creation, inclusive. */
  from?: string
  to?: string
}

export interface AdminOrderSummary {
  id: number
  orderNo: string
  userId: number
  buyerPhone: string
  buyerName: string
  goodsTitle: string
  goodsKind: GoodsKind
  amountDueFen: number
  status: OrderStatus
  paymentMethod: PaymentMethod | null
  paidAt: string | null
  createdAt: string
  paymentIssue: PaymentIssue | null
  /** When a person resolved the payment issue (null while it is open, or when there is none). */
  paymentIssueResolvedAt: string | null
  /** The amounts behind amountDueFen (reconciliation with the providers' bills). */
  totalFen: number
  bundleDeductionFen: number
  couponDiscountFen: number
  pointsUsed: number
  pointsDiscountFen: number
  /** The merchant number of the payment attempt that paid (the bill's 商户订单号), and the provider's own number. */
  outTradeNo: string | null
  transactionId: string | null
  /** Money refunded (refunds paid out) and their merchant refund numbers, space-separated ('' when none). */
  refundedFen: number
  refundNos: string
}

/** One payment attempt of an order (one per payment method). */
export interface AdminPayment {
  id: number
  method: PaymentMethod
  outTradeNo: string
  status: PaymentAttemptStatus
  amountFen: number
  transactionId: string | null
  paidAt: string | null
  /** A second payment is refunded automatically: its refund number, state and time. */
  autoRefundNo: string | null
  autoRefundStatus: AutoRefundStatus | null
  autoRefundedAt: string | null
  createdAt: string
}

/** A step taken on a refund in the console (from the audit log): who, when, what they wrote. */
export interface RefundStep {
  action: string
  actorName: string
  actorPhone: string
  /** As in the audit log: the stored sentence, and the code and values the console words in the reader's language. */
  summary: string
  summaryCode: string | null
  summaryParams: Record<string, string | number> | null
  at: string
}

export interface AdminRefund extends Refund {
  /** Started by an operator from the console (null: the learner asked), with the reason's kind. */
  initiatedBy: string | null
  reasonKind: RefundReasonKind | null
  orderPaymentMethod: PaymentMethod | null
  orderId: number
  orderNo: string
  userId: number
  buyerPhone: string
  buyerName: string
  goodsTitle: string
  /** The order's amount due, which was paid: the most that can be refunded. */
  orderAmountDueFen: number
  /** Our refund number at the provider (its idempotency key). */
  outRefundNo: string
  /** The provider's last word on the refund (SUCCESS, PROCESSING, CLOSED, ABNORMAL, FAILED:…), null before the payout. */
  providerStatus: string | null
  /** When finance approved it (step 2), null before. */
  financeApprovedAt: string | null
  updatedAt: string
}

/** A refund with the console steps taken on it (the detail and the order's refunds timeline). */
export interface AdminRefundDetail extends AdminRefund {
  steps: RefundStep[]
}

export interface AdminOrderDetail extends Order {
  buyer: Buyer
  paymentIssue: PaymentIssue | null
  paymentIssueResolvedAt: string | null
  paymentIssueNote: string
  closeReason: 'cancelled' | 'expired' | null
  /** Every payment attempt, oldest first. */
  payments: AdminPayment[]
  /** Every refund of the order, oldest first (`refund` is the latest). */
  refunds: AdminRefundDetail[]
  /** How much may still be refunded (the console's refund action defaults to it). */
  refundable: OrderRefundable
  /** The bank transfer behind an offline order; null for every other order. */
  offlineReceipt: OfflineReceipt | null
}

export interface PaymentIssueResolveInput {
  /** How it was settled (1–200 characters): 已原路退款, 已线下退款 … */
  note: string
}

// ---- Refunds ----

export interface AdminRefundListQuery extends PageQuery {
  status?: RefundStatus
  /** Order number or buyer phone (part of either). */
  keyword?: string
}

/** The note every refund step may carry (optional). */
export interface RefundStepInput {
  note?: string
}

// ---- Invoices ----

export const INVOICE_LIST_STATUSES = ['requested', 'issued', 'mailed'] as const
/** requested: no invoice number yet; issued: numbered, not mailed; mailed: posted. */
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number]

export interface AdminInvoiceListQuery extends PageQuery {
  status?: InvoiceListStatus
  /** Order number, buyer phone or invoice title (part of any). */
  keyword?: string
}

export interface AdminInvoice extends Invoice {
  orderId: number
  orderNo: string
  orderStatus: OrderStatus
  userId: number
  buyerPhone: string
  buyerName: string
  updatedAt: string
}
