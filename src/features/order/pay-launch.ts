// What the pay page (transform) offers, decided once per visit: JSAPI in the WeChat browser when the official
// account is configured (after a 网页授权 detour the first time), otherwise the Native QR code, or the sandbox's
// confirm button on the embedded default.
import type { Order, PayStart } from '@contract/commerce/schemas'
import type { PayChannel } from '@contract/commerce/constants'
import { channelsFor, currentContainer, getPayMethods } from '@/features/payment'
import { BusinessRefusal } from '@/shared/request'
import { HAND_OFF, handOff } from '@/shared/hand-off'
import { getOrder, getWechatOaStatus, linkWechatOaOpenid, startPayment } from './api'
import { goToOauth, inWechatBrowser, retryOauth, takeOauthCode } from './wechat-browser-pay'

export interface PayLaunch {
  order: Order
  /** null when the order is no longer unpaid, or while leaving for 网页授权. */
  start: PayStart | null
  /** The page is on its way to open.weixin.qq.com and comes back by itself. */
  leaving?: boolean
  /** More than one way to pay fits here: the page shows the chooser and starts the one picked. */
  channels?: PayChannel[]
  /** The channel `start` was started on. */
  channel?: PayChannel
}

/** A QR code shows on the page itself, so it may start before the payer picks; the others leave for the provider. */
const STARTS_IN_PAGE: readonly PayChannel[] = ['native']

const noStatus = Promise.resolve({ appId: null, linked: false })

/** WeChat refused the code: false while the page leaves for a fresh one; a second refusal is an error. */
function staleCode(err: unknown, appId: string): false {
  if (err instanceof BusinessRefusal && retryOauth(appId)) return false
  throw err
}

/** Order and official-account status are asked for together, not one after the other. */
export async function loadPayLaunch(orderId: number): Promise<PayLaunch> {
  const [order, oa] = await Promise.all([getOrder(orderId), inWechatBrowser() ? getWechatOaStatus() : noStatus])
  if (order.status !== 'unpaid') return { order, start: null }
  if (oa.appId) {
    const code = takeOauthCode()
    const linked = code ? await linkWechatOaOpenid(code).then(() => true, (err) => staleCode(err, oa.appId!)) : oa.linked
    if (!linked) {
      if (!code) goToOauth(oa.appId)
      return { order, start: null, leaving: true }
    }
    return { order, start: await startPayment(orderId, { channel: 'oa_jsapi' }) }
  }
  // Checkout may have started the payment already and handed it over; a reload or a shared link starts anew.
  const handed = handOff.take(HAND_OFF.payStart)
  const channels = channelsFor(currentContainer(), await getPayMethods())
  if (handed?.orderId === orderId) return { order, start: handed.start, channels, channel: handed.channel }
  const first = channels[0]
  if (!first || (channels.length > 1 && !STARTS_IN_PAGE.includes(first))) return { order, start: null, channels }
  return { order, start: await startPayment(orderId, { channel: first }), channels, channel: first }
}
