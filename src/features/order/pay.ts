// Starting a payment for an order and handing over to the right screen. The client's payment callback is never
// proof of payment: every path ends on payView, which asks the server.
import Taro from '@tarojs/taro'
import type { Order, PayStart } from '@contract/commerce'
import { session } from '@/shared/session'
import { startPayment } from './api'
import { inWechatBrowser } from './wechat-browser-pay'

export const PAY_START_KEY = 'payStart'

export const payViewUrl = (orderId: number) => `/pages/order/payView?id=${orderId}`
export const transformUrl = (orderId: number) => `/pages/order/transform?id=${orderId}`

/**
 * Mini-program: JSAPI (requestPayment). Browsers: Native, a QR code to scan with WeChat (see README); the WeChat
 * browser's JSAPI under the official account is decided on the pay page (pay-launch.ts).
 */
export function preferredChannel(): 'jsapi' | 'native' {
  return process.env.TARO_ENV === 'weapp' ? 'jsapi' : 'native'
}

export async function payForOrder(order: Pick<Order, 'id' | 'status'>): Promise<void> {
  if (order.status !== 'unpaid') return void Taro.redirectTo({ url: payViewUrl(order.id) })
  // The WeChat browser's way to pay (JSAPI or QR) is decided on the pay page: it may need 网页授权 first.
  if (inWechatBrowser()) return void Taro.redirectTo({ url: transformUrl(order.id) })
  const start: PayStart = await startPayment(order.id, { channel: preferredChannel() })
  if (start.jsapi && process.env.TARO_ENV === 'weapp') {
    const { appId: _appId, ...params } = start.jsapi
    // Cancelled or failed, the server is still the one to ask; payView shows what it says.
    await Taro.requestPayment(params).catch(() => {})
    return void Taro.redirectTo({ url: payViewUrl(order.id) })
  }
  session.setTemp(PAY_START_KEY, { orderId: order.id, start })
  void Taro.redirectTo({ url: transformUrl(order.id) })
}
