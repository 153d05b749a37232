// The WeChat mini-program server APIs we use: code2Session (login), getuserphonenumber (phone quick login) and
// wxacode.getUnlimited (mini-program codes on posters) and msgSecCheck (content security of the AI assistant).

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

/** Which build of the mini-program a code opens. */
export type MiniProgramEnv = 'release' | 'trial' | 'develop'

/** wxacode.getUnlimited: a code for `page` that hands `scene` to the page as its `scene` query parameter. */
export interface UnlimitedCodeInput {
  /** At most 32 visible characters: letters, digits and !#$&'()*+,/:;=?@-._~ (WeChat's rule). */
  scene: string
  /** A page path without a leading slash and without a query, e.g. 'pages/course/courseDetail'. */
  page: string
  /** Edge length in pixels, 280-1280 (WeChat's default 430). */
  width?: number
  /** Default 'release'. */
  envVersion?: MiniProgramEnv
  /** Default false: the code can be made before the page is published (true makes WeChat refuse unknown pages). */
  checkPath?: boolean
}

/** msgSecCheck's verdict: pass, review (uncertain: WeChat suggests a person looks), risky (must not be shown). */
export type ContentVerdict = 'pass' | 'review' | 'risky'

export interface ContentCheckInput {
  /** The mini-program user the text is shown to or written by (WeChat requires one who used it lately). */
  openid: string
  /** At most 2500 characters (WeChat's limit). */
  content: string
}

export interface WechatMiniClient {
  readonly appId: string
  /** security.msgSecCheck (version 2): whether a text may be shown in the mini-program. */
  msgSecCheck(input: ContentCheckInput): Promise<ContentVerdict>
  code2Session(loginCode: string): Promise<WechatSession>
  getPhoneNumber(phoneCode: string): Promise<WechatPhone>
  /** The code's image bytes (WeChat answers PNG or JPEG; look at the bytes, not the name). */
  getUnlimitedCode(input: UnlimitedCodeInput): Promise<Buffer>
  /** security.mediaCheckAsync: submits an image URL; WeChat posts the verdict to the message push URL later.
   *  Optional so fakes in tests need not implement it. Returns WeChat's trace id. */
  mediaCheckAsync?(input: MediaCheckInput): Promise<string>
  /** subscribeMessage.send: one subscription message to a user who accepted the template. */
  sendSubscribeMessage?(input: SubscribeMessageInput): Promise<void>
}

export interface MediaCheckInput {
  openid: string
  /** A public https URL of the image. */
  mediaUrl: string
}

export interface SubscribeMessageInput {
  openid: string
  templateId: string
  /** The page the message opens, e.g. 'pages/course/classInfo?id=3'. */
  page: string
  /** Template fields, e.g. { thing1: { value: '...' } }. */
  data: Record<string, { value: string }>
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
