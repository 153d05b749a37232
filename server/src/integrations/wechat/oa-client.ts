// The official account's 网页授权 (snsapi_base): the code WeChat appends to our page after
// open.weixin.qq.com/connect/oauth2/authorize is exchanged here for the visitor's openid under the official
// account. snsapi_base asks the user nothing; the openid is all it gives, and all JSAPI payment needs.
import type { AppConfig } from '../../config'
import { callWechat } from './http'

export interface WechatOaClient {
  readonly appId: string
  /** sns/oauth2/access_token: the openid behind a 网页授权 code (each code works once, for 5 minutes). */
  openidForCode(code: string): Promise<{ openid: string; unionid?: string }>
}

export interface WechatOaOptions {
  appId: string
  secret: string
  apiBase: string
}

export function createWechatOaClient(options: WechatOaOptions): WechatOaClient {
  async function openidForCode(code: string) {
    const url = new URL('sns/oauth2/access_token', options.apiBase + '/')
    url.search = new URLSearchParams({
      appid: options.appId,
      secret: options.secret,
      code,
      grant_type: 'authorization_code'
    }).toString()
    // The answer also holds a user access_token; snsapi_base needs nothing more, so it is dropped here.
    const data = await callWechat<{ openid: string; unionid?: string }>('oauth2/access_token', url)
    return { openid: data.openid, unionid: data.unionid || undefined }
  }
  return { appId: options.appId, openidForCode }
}

/** The configured client, or null when WECHAT_OA_APPID/SECRET are unset (the WeChat browser then pays by QR). */
export function createWechatOa(config: AppConfig): WechatOaClient | null {
  const oa = config.wechat.oa
  return oa ? createWechatOaClient({ appId: oa.appId, secret: oa.secret, apiBase: config.wechat.apiBase }) : null
}
