// The back office's orders area: orders, payment issues, refund review and payout, invoices, logistics.
// Refund steps: approve (pending → finance_approved, area refundReview), payout (finance_approved | paying → paying
// and the provider is asked to pay; finance only, area refundPayout), reject (pending | finance_approved → rejected).
import { adminAccess } from '../admin-access'
import type {
  AdminInvoice, AdminInvoiceListQuery, AdminOrderDetail, AdminOrderListQuery, AdminOrderSummary, AdminRefund, AdminRefundDetail,
  AdminRefundListQuery, PaymentIssueResolveInput, RefundStepInput
} from './admin-shapes'
import type { InvoiceAdminInput, Logistics, LogisticsAdminInput } from './schemas'
import type { ManualPayoutInput, OfflineOrderInput, OperatorRefundInput } from './admin-refund-shapes'
import type { Paged } from '../envelope'
import { define } from '../define'

// ---- Orders ----

export const listOrdersAdmin = define<{ query: AdminOrderListQuery; response: Paged<AdminOrderSummary> }>()({
  method: 'GET', path: '/api/admin/orders', access: adminAccess('orders'), summary: 'All orders, newest first, by status, kind, payment issue, keyword, buyer and dates'
})
export const getOrderAdmin = define<{ response: AdminOrderDetail }>()({
  method: 'GET', path: '/api/admin/orders/:id', access: adminAccess('orders'), summary: 'One order with its buyer, payment attempts, refunds, invoice and logistics'
})
export const resolvePaymentIssue = define<{ body: PaymentIssueResolveInput; response: AdminOrderDetail }>()({
  method: 'PUT', path: '/api/admin/orders/:id/payment-issue', access: adminAccess('orders'), summary: "Mark an order's payment issue as resolved, with how"
})
export const setLogisticsAdmin = define<{ body: LogisticsAdminInput; response: Logistics }>()({
  method: 'PUT', path: '/api/admin/orders/:id/logistics', access: adminAccess('orders'), summary: "Set an order's delivery tracking"
})

/** Full or partial; enters at finance_approved, paid out by the payout step (or manual-payout for offline orders). */
export const startRefundAdmin = define<{ body: OperatorRefundInput; response: AdminOrderDetail }>()({
  method: 'POST', path: '/api/admin/orders/:id/refunds', access: adminAccess('refundReview'), summary: 'Refund a paid order from the console (full or partial, up to the refundable rest)'
})
export const createOfflineOrder = define<{ body: OfflineOrderInput; response: AdminOrderDetail }>()({
  method: 'POST', path: '/api/admin/orders/offline', access: adminAccess('orders'), summary: 'Record an order paid by bank transfer, with its proof; entitles the learner like a paid order'
})

// ---- Refunds ----

export const listRefundsAdmin = define<{ query: AdminRefundListQuery; response: Paged<AdminRefund> }>()({
  method: 'GET', path: '/api/admin/refunds', access: adminAccess('refundReview'), summary: 'Refunds by status and keyword (open ones oldest first)'
})
export const getRefundAdmin = define<{ response: AdminRefundDetail }>()({
  method: 'GET', path: '/api/admin/refunds/:id', access: adminAccess('refundReview'), summary: 'One refund with its order, buyer and console steps'
})
/** The body (a note) is optional on every step. */
export const approveRefund = define<{ body: RefundStepInput; response: AdminRefundDetail }>()({
  method: 'PUT', path: '/api/admin/refunds/:id/approve', access: adminAccess('refundReview'), summary: 'Refund step 2: finance approves (pending → finance_approved)'
})
export const payoutRefund = define<{ body: RefundStepInput; response: AdminRefundDetail }>()({
  method: 'PUT', path: '/api/admin/refunds/:id/payout', access: adminAccess('refundPayout'), summary: 'Refund step 3: pay out (finance_approved → paying), or retry a payout still paying; finance only'
})
export const rejectRefund = define<{ body: RefundStepInput; response: AdminRefundDetail }>()({
  method: 'PUT', path: '/api/admin/refunds/:id/reject', access: adminAccess('refundReview'), summary: 'Reject a refund (pending | finance_approved → rejected); the order is paid again'
})

export const manualPayoutRefund = define<{ body: ManualPayoutInput; response: AdminRefundDetail }>()({
  method: 'PUT', path: '/api/admin/refunds/:id/manual-payout', access: adminAccess('refundPayout'), summary: "Record a refund of an offline order paid by hand (finance_approved → approved), with the transfer's reference; finance only"
})

// ---- Invoices ----

export const listInvoicesAdmin = define<{ query: AdminInvoiceListQuery; response: Paged<AdminInvoice> }>()({
  method: 'GET', path: '/api/admin/invoices', access: adminAccess('orders'), summary: 'Invoice requests, newest first, by status and keyword'
})
export const getInvoiceAdmin = define<{ response: AdminInvoice }>()({
  method: 'GET', path: '/api/admin/invoices/:id', access: adminAccess('orders'), summary: 'One invoice request with its order and buyer'
})
export const updateInvoiceAdmin = define<{ body: InvoiceAdminInput; response: AdminInvoice }>()({
  method: 'PUT', path: '/api/admin/invoices/:id', access: adminAccess('orders'), summary: 'Fill in an invoice number, date and mailing'
})
