// Which ways to pay fit where the app runs. The server says which providers it is configured for
// (GET /api/pay/methods); the container decides which of their channels can work here:
// mini-program → WeChat JSAPI only (the platform allows nothing else); WeChat browser → JSAPI under the official
// account (QR when it is not configured); Alipay browser → Alipay; other phones → Alipay and WeChat H5;
// desktop → WeChat Native QR and Alipay page pay.
import type { PayMethods } from '@contract/commerce/schemas'
import type { PayChannel } from '@contract/commerce/constants'

export type PayContainer = 'weapp' | 'wechat' | 'alipay' | 'mobile' | 'desktop'

/** From the user agent: WeChat's and Alipay's in-app browsers name themselves (MicroMessenger, AlipayClient). */
export function containerOf(userAgent: string, taroEnv: string | undefined): PayContainer {
  if (taroEnv === 'weapp') return 'weapp'
  if (/MicroMessenger/i.test(userAgent)) return 'wechat'
  if (/AlipayClient/i.test(userAgent)) return 'alipay'
  return /Mobile|Android|iPhone|iPad|HarmonyOS/i.test(userAgent) ? 'mobile' : 'desktop'
}

export function currentContainer(): PayContainer {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  return containerOf(ua, process.env.TARO_ENV)
}

/** The channels to offer, best first; empty when nothing configured fits (the page says so). */
export function channelsFor(container: PayContainer, methods: PayMethods): PayChannel[] {
  const alipay = methods.providers.includes('alipay')
  const wechat = methods.providers.includes('wechat')
  switch (container) {
    case 'weapp':
      return wechat ? ['jsapi'] : []
    case 'wechat':
      return wechat ? [methods.wechatOaJsapi ? 'oa_jsapi' : 'native'] : []
    case 'alipay':
      return alipay ? ['alipay_wap'] : []
    case 'mobile':
      return [...(alipay ? (['alipay_wap'] as const) : []), ...(wechat ? (['h5'] as const) : [])]
    case 'desktop':
      return [...(wechat ? (['native'] as const) : []), ...(alipay ? (['alipay_page'] as const) : [])]
  }
}

export const isAlipayChannel = (channel: PayChannel) => channel === 'alipay_wap' || channel === 'alipay_page'
