// Starting a payment for an order and handing over to the right screen. The client's payment callback is never
// proof of payment: every path ends on payView, which asks the server.
import Taro from '@tarojs/taro'
import type { Order, PayStart } from '@contract/commerce/schemas'
import type { PayChannel } from '@contract/commerce/constants'
import { HAND_OFF, handOff } from '@/shared/hand-off'
import { openPage, redirectToPage } from '@/shared/navigation'
import { startPayment } from './api'
import { inWechatBrowser } from './wechat-browser-pay'

/**
 * Mini-program: JSAPI (requestPayment). Browsers: Native, a QR code to scan with WeChat (see README); the WeChat
 * browser's JSAPI under the official account is decided on the pay page (pay-launch.ts).
 */
export function preferredChannel(): 'jsapi' | 'native' {
  return process.env.TARO_ENV === 'weapp' ? 'jsapi' : 'native'
}

/**
 * `channel`: what the payer picked at checkout (features/payment's CheckoutPayMethod), when more than one fitted.
 * Without one, a browser decides on the pay page: the WeChat browser may need 网页授权 first, and the others offer
 * what fits there.
 */
export async function payForOrder(order: Pick<Order, 'id' | 'status'>, channel?: PayChannel | null): Promise<void> {
  if (order.status !== 'unpaid') return redirectToPage('pages/order/payView', { id: order.id })
  if (inWechatBrowser() || (process.env.TARO_ENV === 'h5' && !channel)) {
    return redirectToPage('pages/order/transform', { id: order.id })
  }
  const start: PayStart = await startPayment(order.id, { channel: channel ?? preferredChannel() })
  // WeChat H5 and Alipay pay on their own pages and send the payer back to payView, which asks the server.
  if (start.payUrl) return void (window.location.href = start.payUrl)
  if (start.jsapi && process.env.TARO_ENV === 'weapp') {
    const { appId: _appId, ...params } = start.jsapi
    // Cancelled or failed, the server is still the one to ask; payView shows what it says.
    await Taro.requestPayment(params).catch(() => {})
    return redirectToPage('pages/order/payView', { id: order.id })
  }
  handOff.put(HAND_OFF.payStart, { orderId: order.id, start, ...(channel ? { channel } : {}) })
  redirectToPage('pages/order/transform', { id: order.id })
}

/**
 * 去支付 on an order already placed (its detail, the order list): straight to paying, with nothing to confirm again.
 * A browser opens the pay page over the order, so going back returns to it; the mini-program pays at once.
 */
export function payPlacedOrder(order: Pick<Order, 'id' | 'status'>): Promise<void> {
  if (process.env.TARO_ENV === 'h5' && order.status === 'unpaid') return Promise.resolve(openPage('pages/order/transform', { id: order.id }))
  return payForOrder(order)
}
