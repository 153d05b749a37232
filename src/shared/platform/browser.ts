// In-app browser detection for the H5 site (product rules §9): WeChat and Alipay pages need their own login and
// payment paths. Detection is by user agent; every function takes the UA as an argument so it can be tested
// on real strings, and reads navigator.userAgent when none is given.

export type BrowserKind = 'wechat' | 'alipay' | 'other'

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent || ''
}

/**
 * WeChat's in-app browser on iOS, Android, Windows and Mac all carry MicroMessenger. WeCom (企业微信, 'wxwork')
 * carries it too, but it cannot use WeChat login or WeChat Pay JSAPI, so it is not counted as WeChat.
 * QQ and QQ Browser (MQQBrowser) do not carry MicroMessenger and are not WeChat.
 */
export function isWeChatBrowser(ua: string = currentUserAgent()): boolean {
  return /MicroMessenger/i.test(ua) && !/wxwork/i.test(ua)
}

/** Alipay's in-app browser carries AlipayClient; DingTalk and Taobao say AliApp(...) but not AlipayClient. */
export function isAlipayBrowser(ua: string = currentUserAgent()): boolean {
  return /AlipayClient/i.test(ua)
}

/**
 * Inside a WeChat mini-program's <web-view>: the UA gains 'miniProgram/wx…' (or 'MiniProgramEnv' on PC).
 * With no UA given, WeChat's own flag window.__wxjs_environment is also trusted, because it is set on iOS
 * builds whose UA lacks the marker.
 */
export function isMiniProgramWebview(ua?: string): boolean {
  const agent = ua ?? currentUserAgent()
  if (!isWeChatBrowser(agent)) return false
  if (/miniProgram/i.test(agent)) return true
  if (ua !== undefined || typeof window === 'undefined') return false
  return (window as unknown as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram'
}

/** Which in-app browser the page runs in. */
export function browserKind(ua: string = currentUserAgent()): BrowserKind {
  if (isWeChatBrowser(ua)) return 'wechat'
  if (isAlipayBrowser(ua)) return 'alipay'
  return 'other'
}
