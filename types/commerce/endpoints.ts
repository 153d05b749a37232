// Endpoints of the commerce context for learners: checkout, orders, payment, refunds, invoices, logistics (the
// back office's are in admin-orders.ts). WeChat Pay's notify routes (/api/pay/notify/*) are not
// here: WeChat calls them, not the app; they take raw signed bodies and answer in WeChat's format, not our
// envelope, so the server registers them by hand (server/src/contexts/commerce/payment/notify-routes.ts).
import type {
  CreateOrderInput, Invoice, InvoiceRequest, Logistics, Order, OrderCounts, OrderListQuery, OrderSummary,
  PayMethods, PayOrderInput, PayStart, PaymentState, Quote, QuoteInput, Refund, RefundRequestInput,
  SandboxConfirmInput
} from './schemas'
import type { Paged } from '../envelope'
import { define } from '../define'

// ---- Checkout and the learner's orders ----

export const quoteOrder = define<{ body: QuoteInput; response: Quote }>()({
  method: 'POST', path: '/api/order/quote', access: 'user', summary: 'Price preview of a checkout (coupon, points, bundle)'
})
export const createOrder = define<{ body: CreateOrderInput; response: Order }>()({
  method: 'POST', path: '/api/order', access: 'user', summary: 'Check out: one order per clientRequestId'
})
export const listOrders = define<{ query: OrderListQuery; response: Paged<OrderSummary> }>()({
  method: 'GET', path: '/api/order', access: 'user', summary: "The user's orders, newest first, by status"
})
export const countOrders = define<{ response: OrderCounts }>()({
  method: 'GET', path: '/api/order/counts', access: 'user', summary: "How many of the user's orders are in each status"
})
export const getOrder = define<{ response: Order }>()({
  method: 'GET', path: '/api/order/:id', access: 'user', summary: 'One order with its refund, invoice and logistics'
})
export const cancelOrder = define<{ response: Order }>()({
  method: 'POST', path: '/api/order/:id/cancel', access: 'user', summary: 'Cancel an unpaid order'
})

// ---- Payment ----

export const startPayment = define<{ body: PayOrderInput; response: PayStart }>()({
  method: 'POST', path: '/api/order/:id/pay', access: 'user', summary: 'Start paying an order on a channel'
})
export const getPaymentState = define<{ response: PaymentState }>()({
  method: 'GET', path: '/api/order/:id/payment', access: 'user', summary: "An order's payment state (payView polls it)"
})
export const getPayMethods = define<{ response: PayMethods }>()({
  method: 'GET', path: '/api/pay/methods', access: 'user', summary: 'The payment providers this server offers'
})
export const confirmSandboxPayment = define<{ body: SandboxConfirmInput; response: PaymentState }>()({
  method: 'POST', path: '/api/pay/sandbox/confirm', access: 'user', summary: "The embedded sandbox's pretend payment"
})

// ---- After sale ----

export const requestRefund = define<{ body: RefundRequestInput; response: Refund }>()({
  method: 'POST', path: '/api/order/:id/refund', access: 'user', summary: 'Ask for a refund of a paid order'
})
export const withdrawRefund = define<{ response: Refund | null }>()({
  method: 'POST', path: '/api/order/:id/refund/withdraw', access: 'user', summary: 'Withdraw a refund request still awaiting review'
})
export const getRefund = define<{ response: Refund | null }>()({
  method: 'GET', path: '/api/order/:id/refund', access: 'user', summary: "An order's latest refund"
})
export const requestInvoice = define<{ body: InvoiceRequest; response: Invoice }>()({
  method: 'POST', path: '/api/order/:id/invoice', access: 'user', summary: 'Ask for an invoice of an order'
})
export const getInvoice = define<{ response: Invoice | null }>()({
  method: 'GET', path: '/api/order/:id/invoice', access: 'user', summary: "An order's invoice"
})
export const getLogistics = define<{ response: Logistics | null }>()({
  method: 'GET', path: '/api/order/:id/logistics', access: 'user', summary: "An order's delivery tracking"
})
