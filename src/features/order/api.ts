// Checkout and order calls (issue 4).
import type {
  CreateOrderInput, Invoice, InvoiceRequest, Logistics, Order, OrderListQuery, OrderSummary, PaymentState, PayOrderInput,
  PayStart, Quote, QuoteInput, Refund, RefundRequestInput, WechatOaStatus
} from '@contract/commerce'
import type { Paged } from '@contract/envelope'
import { get, post } from '@/shared/request'

export const quoteOrder = (input: QuoteInput) => post<Quote>('/api/order/quote', input)
export const createOrder = (input: CreateOrderInput) => post<Order>('/api/order', input)
export const listOrders = (query: OrderListQuery) => get<Paged<OrderSummary>>('/api/order', query)
export const getOrder = (id: number) => get<Order>(`/api/order/${id}`)
export const cancelOrder = (id: number) => post<Order>(`/api/order/${id}/cancel`)
export const startPayment = (id: number, input: PayOrderInput) => post<PayStart>(`/api/order/${id}/pay`, input)
export const confirmSandboxPayment = (orderId: number, sandboxToken: string) =>
  post<PaymentState>('/api/pay/sandbox/confirm', { orderId, sandboxToken })
export const getPaymentStatus = (id: number) => get<PaymentState>(`/api/order/${id}/payment`)
export const requestRefund = (id: number, input: RefundRequestInput) => post<Refund>(`/api/order/${id}/refund`, input)
export const requestInvoice = (id: number, input: InvoiceRequest) => post<Invoice>(`/api/order/${id}/invoice`, input)
export const getInvoice = (id: number) => get<Invoice | null>(`/api/order/${id}/invoice`)
export const getLogistics = (id: number) => get<Logistics | null>(`/api/order/${id}/logistics`)
export const getWechatOaStatus = () => get<WechatOaStatus>('/api/wechat/oa/openid')
/** A stale code (WECHAT_CODE_INVALID) is the caller's to handle: one more 网页授权 round trip gets a fresh one. */
export const linkWechatOaOpenid = (code: string) =>
  post<WechatOaStatus>('/api/wechat/oa/openid', { code }, { handles: ['WECHAT_CODE_INVALID'] })
