// Checkout and order calls, through the endpoint definitions the server registers its routes from
// (types/<ctx>/endpoints). The WeChat-browser openid calls are the identity context's endpoints.
import type {
  CreateOrderInput, InvoiceRequest, OrderListQuery, PayOrderInput, QuoteInput, RefundRequestInput
} from '@contract/commerce/schemas'
import * as api from '@contract/commerce/endpoints'
import * as identityApi from '@contract/identity/endpoints'
import { call } from '@/shared/request'
import { session } from '@/shared/session'

export const quoteOrder = (input: QuoteInput) => call(api.quoteOrder, { body: input })
export const createOrder = (input: CreateOrderInput) => call(api.createOrder, { body: input })
export const listOrders = (query: OrderListQuery) => call(api.listOrders, { query })
/**
 * The signed-in buyer's unpaid order for the goods (undefined signed out or when there is none): the goods page
 * leads to it instead of a second checkout, which the server refuses (ORDER_PENDING).
 */
export async function unpaidOrderFor(goodsId: number): Promise<number | undefined> {
  if (!session.isLoggedIn) return undefined
  const page = await listOrders({ status: 'unpaid', page: 1, size: 50 })
  return page.list.find((o) => o.goods.id === goodsId)?.id
}
export const getOrder = (id: number) => call(api.getOrder, { params: { id } })
export const cancelOrder = (id: number) => call(api.cancelOrder, { params: { id } })
export const startPayment = (id: number, input: PayOrderInput) => call(api.startPayment, { params: { id }, body: input })
export const confirmSandboxPayment = (orderId: number, sandboxToken: string) =>
  call(api.confirmSandboxPayment, { body: { orderId, sandboxToken } })
export const getPaymentStatus = (id: number) => call(api.getPaymentState, { params: { id } })
export const requestRefund = (id: number, input: RefundRequestInput) => call(api.requestRefund, { params: { id }, body: input })
/** A VALIDATION refusal rejects as a BusinessRefusal with its fields, for the form to show beside each field. */
export const requestInvoice = (id: number, input: InvoiceRequest) =>
  call(api.requestInvoice, { params: { id }, body: input }, { handles: ['VALIDATION'] })
export const getInvoice = (id: number) => call(api.getInvoice, { params: { id } })
export const getLogistics = (id: number) => call(api.getLogistics, { params: { id } })
export const getWechatOaStatus = () => call(identityApi.getWechatOaStatus)
/** A stale code (WECHAT_CODE_INVALID) is the caller's to handle: one more 网页授权 round trip gets a fresh one. */
export const linkWechatOaOpenid = (code: string) =>
  call(identityApi.linkWechatOa, { body: { code } }, { handles: ['WECHAT_CODE_INVALID'] })
/** For tabs and badges: quiet, a failure leaves the counts out instead of interrupting the person. */
export const countOrders = () => call(api.countOrders, undefined, { quiet: true })
export const withdrawRefund = (id: number) => call(api.withdrawRefund, { params: { id } })
