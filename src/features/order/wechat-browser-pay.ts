// Paying inside the WeChat browser (H5): JSAPI under the official account (product rules §9). JSAPI needs the
// payer's openid under that account, which only WeChat's 网页授权 (snsapi_base, no prompt) gives: a round trip
// through open.weixin.qq.com that lands back on the pay page with ?code=…&state=…. The state is a one-time value
// kept in this tab, so a code that arrives on a link somebody else made is ignored.
import type { PayStart } from '@contract/commerce/schemas'
import { isMiniProgramWebview, isWeChatBrowser } from '@/shared/platform/browser'

const STATE_KEY = 'fitedu.wechatOauthState'
const RETRIED_KEY = 'fitedu.wechatOauthRetried'
const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'
/** The bridge normally exists before our code runs; on a slow start WeChat fires WeixinJSBridgeReady later. */
const BRIDGE_WAIT_MS = 5000

export type JsapiParams = NonNullable<PayStart['jsapi']>
export type JsapiOutcome = 'ok' | 'cancel' | 'fail'

interface WeixinJSBridge {
  invoke(api: 'getBrandWCPayRequest', params: JsapiParams, done: (res: { err_msg?: string }) => void): void
}

/** The WeChat browser proper: a mini-program's web-view cannot open the pay sheet, so it pays by QR code. */
export function inWechatBrowser(): boolean {
  return process.env.TARO_ENV === 'h5' && isWeChatBrowser() && !isMiniProgramWebview()
}

/** WeChat wants the parameters in this order and the #wechat_redirect suffix; redirect_uri is encoded once. */
export function oauthAuthorizeUrl(appId: string, redirectUri: string, state: string): string {
  const query = `appid=${appId}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_base`
  return `${AUTHORIZE_URL}?${query}&state=${state}#wechat_redirect`
}

/** The page's own URL without a previous round trip's code and state. */
export function withoutOauthParams(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  return url.toString()
}

/**
 * Leaves for 网页授权 again after WeChat refused a code (used, or expired while the page sat in the background);
 * false when this tab already did, so a code WeChat keeps refusing cannot bounce the page back and forth.
 */
export function retryOauth(appId: string): boolean {
  if (sessionStorage.getItem(RETRIED_KEY)) return false
  sessionStorage.setItem(RETRIED_KEY, '1')
  goToOauth(appId)
  return true
}

/** Leaves for 网页授权; WeChat comes back to this same page. */
export function goToOauth(appId: string): void {
  const state = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('')
  sessionStorage.setItem(STATE_KEY, state)
  location.replace(oauthAuthorizeUrl(appId, withoutOauthParams(location.href), state))
}

/**
 * The code WeChat brought back, once: only when its state is the one this tab sent. The code and state are taken
 * out of the address, so a reload or a shared link does not try a used code again.
 */
export function takeOauthCode(): string | null {
  const params = new URL(location.href).searchParams
  const code = params.get('code')
  const sent = sessionStorage.getItem(STATE_KEY)
  if (!code) return null
  sessionStorage.removeItem(STATE_KEY)
  history.replaceState(history.state, '', withoutOauthParams(location.href))
  return sent && params.get('state') === sent ? code : null
}

function bridge(): Promise<WeixinJSBridge | null> {
  const ready = (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge
  if (ready) return Promise.resolve(ready)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), BRIDGE_WAIT_MS)
    document.addEventListener('WeixinJSBridgeReady', () => {
      clearTimeout(timer)
      resolve((window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge ?? null)
    }, { once: true })
  })
}

/** Opens WeChat's pay sheet. Its answer is only a hint for the screen: payView asks the server. */
export async function payInWechatBrowser(params: JsapiParams): Promise<JsapiOutcome> {
  const weixin = await bridge()
  if (!weixin) return 'fail'
  return new Promise((resolve) => {
    weixin.invoke('getBrandWCPayRequest', params, (res) => {
      const answer = res.err_msg ?? ''
      resolve(answer.endsWith(':ok') ? 'ok' : answer.endsWith(':cancel') ? 'cancel' : 'fail')
    })
  })
}
