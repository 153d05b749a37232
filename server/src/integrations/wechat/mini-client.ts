// The real mini-program client: jscode2session and wxa/business/getuserphonenumber against WECHAT_API_BASE
// (https://api.weixin.qq.com, or a local fake in tests).
import { createAccessTokenCache } from './access-token'
import { callWechat } from './http'
import { WechatApiError, type WechatMiniClient, type WechatPhone, type WechatSession } from './types'

export interface WechatMiniOptions {
  appId: string
  secret: string
  apiBase: string
  now: () => Date
}

/** 40001 invalid credential, 40014 invalid access_token, 42001 expired access_token: get a new one, try again. */
const STALE_TOKEN_ERRCODES = new Set([40001, 40014, 42001])

export function createWechatMiniClient(options: WechatMiniOptions): WechatMiniClient {
  const endpoint = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, options.apiBase + '/')
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    return url
  }

  const accessToken = createAccessTokenCache(async (force) => {
    const data = await callWechat<{ access_token: string; expires_in: number }>('stable_token', endpoint('cgi-bin/stable_token'), {
      grant_type: 'client_credential',
      appid: options.appId,
      secret: options.secret,
      force_refresh: force
    })
    return { accessToken: data.access_token, expiresInSeconds: data.expires_in }
  }, options.now)

  async function code2Session(loginCode: string): Promise<WechatSession> {
    const url = endpoint('sns/jscode2session', {
      appid: options.appId,
      secret: options.secret,
      js_code: loginCode,
      grant_type: 'authorization_code'
    })
    const data = await callWechat<{ openid: string; unionid?: string; session_key: string }>('code2Session', url)
    return { openid: data.openid, unionid: data.unionid || undefined, sessionKey: data.session_key }
  }

  async function phoneNumberWith(token: string, phoneCode: string) {
    const url = endpoint('wxa/business/getuserphonenumber', { access_token: token })
    return callWechat<{ phone_info: WechatPhone }>('getuserphonenumber', url, { code: phoneCode })
  }

  async function getPhoneNumber(phoneCode: string): Promise<WechatPhone> {
    try {
      return (await phoneNumberWith(await accessToken.get(), phoneCode)).phone_info
    } catch (err) {
      // Once only: a second failure is not about the token any more.
      if (!(err instanceof WechatApiError) || !STALE_TOKEN_ERRCODES.has(err.errcode ?? 0)) throw err
      return (await phoneNumberWith(await accessToken.refresh(), phoneCode)).phone_info
    }
  }

  return { appId: options.appId, code2Session, getPhoneNumber }
}
