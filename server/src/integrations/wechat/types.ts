// The WeChat mini-program server APIs we use: code2Session (login) and getuserphonenumber (phone quick login).

/** What jscode2session answers. session_key stays on the server; it is never sent to the app. */
export interface WechatSession {
  openid: string
  unionid?: string
  sessionKey: string
}

/** phone_info of getuserphonenumber: purePhoneNumber has no country code; countryCode is e.g. '86'. */
export interface WechatPhone {
  phoneNumber: string
  purePhoneNumber: string
  countryCode: string
}

export interface WechatMiniClient {
  readonly appId: string
  code2Session(loginCode: string): Promise<WechatSession>
  getPhoneNumber(phoneCode: string): Promise<WechatPhone>
}

/** A WeChat API answered with an errcode (errcode set), or could not be reached at all (errcode null). */
export class WechatApiError extends Error {
  constructor(
    readonly api: string,
    readonly errcode: number | null,
    readonly errmsg: string
  ) {
    super(`WeChat ${api} failed: ${errcode ?? 'unreachable'} ${errmsg}`)
    this.name = 'WechatApiError'
  }
}
