// The real mini-program client: jscode2session, wxa/business/getuserphonenumber, wxa/getwxacodeunlimit and
// wxa/msg_sec_check against WECHAT_API_BASE (https://api.weixin.qq.com, or a local fake in tests).
import { createAccessTokenCache } from './access-token'
import { callWechat, callWechatForImage } from './http'
import {
  WechatApiError,
  type ContentCheckInput,
  type ContentVerdict,
  type MediaCheckInput,
  type SubscribeMessageInput,
  type UnlimitedCodeInput,
  type WechatMiniClient,
  type WechatPhone,
  type WechatSession
} from './types'

export interface WechatMiniOptions {
  appId: string
  secret: string
  apiBase: string
  now: () => Date
}

/** 40001 invalid credential, 40014 invalid access_token, 42001 expired access_token: get a new one, try again. */
const STALE_TOKEN_ERRCODES = new Set([40001, 40014, 42001])

/** msgSecCheck reads at most this much of a text. */
export const MSG_SEC_CHECK_MAX_CHARS = 2500

/** WeChat's own limit on a scene: 32 visible characters from this set. */
const SCENE_PATTERN = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/

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

  /** Calls with the cached access token; when WeChat says it is stale, once more with a fresh one. */
  async function withAccessToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await accessToken.get())
    } catch (err) {
      // Once only: a second failure is not about the token any more.
      if (!(err instanceof WechatApiError) || !STALE_TOKEN_ERRCODES.has(err.errcode ?? 0)) throw err
      return call(await accessToken.refresh())
    }
  }

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

  async function getPhoneNumber(phoneCode: string): Promise<WechatPhone> {
    const data = await withAccessToken((token) =>
      callWechat<{ phone_info: WechatPhone }>('getuserphonenumber', endpoint('wxa/business/getuserphonenumber', { access_token: token }), {
        code: phoneCode
      })
    )
    return data.phone_info
  }

  async function getUnlimitedCode(input: UnlimitedCodeInput): Promise<Buffer> {
    // A bad scene is our bug, not WeChat's: refuse it here instead of spending a call on errcode 40169.
    if (!SCENE_PATTERN.test(input.scene)) throw new Error(`invalid mini-program code scene: ${input.scene}`)
    const body = {
      scene: input.scene,
      page: input.page,
      check_path: input.checkPath ?? false,
      env_version: input.envVersion ?? 'release',
      width: input.width ?? 430,
      is_hyaline: false
    }
    return withAccessToken((token) =>
      callWechatForImage('getwxacodeunlimit', endpoint('wxa/getwxacodeunlimit', { access_token: token }), body)
    )
  }

  async function msgSecCheck(input: ContentCheckInput): Promise<ContentVerdict> {
    // scene 2 (评论): text a user reads in a conversation; version 2 answers a suggestion instead of only an errcode.
    const body = { content: input.content.slice(0, MSG_SEC_CHECK_MAX_CHARS), version: 2, scene: 2, openid: input.openid }
    const data = await withAccessToken((token) =>
      callWechat<{ result?: { suggest?: string } }>('msgSecCheck', endpoint('wxa/msg_sec_check', { access_token: token }), body)
    )
    const suggest = data.result?.suggest
    if (suggest === 'pass' || suggest === 'review' || suggest === 'risky') return suggest
    throw new WechatApiError('msgSecCheck', null, `unknown suggestion ${String(suggest)}`)
  }

  async function mediaCheckAsync(input: MediaCheckInput): Promise<string> {
    // media_type 2: an image; scene 3 (论坛): content other users see.
    const body = { media_url: input.mediaUrl, media_type: 2, version: 2, scene: 3, openid: input.openid }
    const data = await withAccessToken((token) =>
      callWechat<{ trace_id?: string }>('mediaCheckAsync', endpoint('wxa/media_check_async', { access_token: token }), body)
    )
    return data.trace_id ?? ''
  }

  async function sendSubscribeMessage(input: SubscribeMessageInput): Promise<void> {
    const body = { touser: input.openid, template_id: input.templateId, page: input.page, data: input.data }
    await withAccessToken((token) =>
      callWechat('subscribeMessage.send', endpoint('cgi-bin/message/subscribe/send', { access_token: token }), body)
    )
  }

  return { appId: options.appId, code2Session, getPhoneNumber, getUnlimitedCode, msgSecCheck, mediaCheckAsync, sendSubscribeMessage }
}
