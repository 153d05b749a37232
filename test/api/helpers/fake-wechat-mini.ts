// A local stand-in for api.weixin.qq.com: jscode2session, stable_token, getuserphonenumber, getwxacodeunlimit and
// msg_sec_check, answering the way WeChat documents them (HTTP 200 with errcode for failures; the code itself as
// image bytes).
// Tests script it and read what it was asked.
import Fastify, { type FastifyInstance } from 'fastify'

export const FAKE_APPID = 'wx0123456789abcdef'
export const FAKE_SECRET = 'fake-secret-0123456789abcdef012345'
export const TOKEN_LIFETIME_SECONDS = 7200
/** A real 1×1 PNG: what getwxacodeunlimit answers here instead of a code. */
export const FAKE_CODE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

interface Session {
  openid: string
  session_key: string
  unionid?: string
}
interface PhoneInfo {
  phoneNumber: string
  purePhoneNumber: string
  countryCode: string
}

export interface FakeWechat {
  baseUrl: string
  /** wx.login codes → the session (or an errcode) jscode2session answers. */
  sessions: Map<string, Session | { errcode: number }>
  /** getPhoneNumber codes → the phone (or an errcode). */
  phones: Map<string, PhoneInfo | { errcode: number }>
  /** Bodies of every stable_token request. */
  tokenRequests: Array<{ force_refresh?: boolean; appid?: string }>
  /** Access tokens sent with every getuserphonenumber call. */
  phoneCalls: string[]
  /** Every getwxacodeunlimit call: the access token and the JSON body. */
  codeCalls: Array<{ token: string; body: Record<string, unknown> }>
  /** Every msg_sec_check call: the access token and the JSON body. */
  secChecks: Array<{ token: string; body: { content?: string; openid?: string; version?: number; scene?: number } }>
  /** msg_sec_check answers `risky` for a text containing any of these, `pass` otherwise. */
  riskyWords: string[]
  /** When set, getwxacodeunlimit answers this errcode (with a valid token) instead of an image. */
  codeErrcode: number | null
  /** Voids the current access token on WeChat's side (as if it had been refreshed elsewhere). */
  revokeToken(): void
  /** Makes every endpoint answer HTTP 503 (WeChat unreachable). */
  down: boolean
  close(): Promise<void>
}

export function mainlandPhone(pure: string): PhoneInfo {
  return { phoneNumber: pure, purePhoneNumber: pure, countryCode: '86' }
}

function routes(app: FastifyInstance, state: FakeWechat & { validToken: string | null; issued: number }) {
  app.addHook('onRequest', async (_req, reply) => {
    if (state.down) return reply.code(503).send('down')
  })
  app.get('/sns/jscode2session', async (req) => {
    const q = req.query as Record<string, string>
    if (q.appid !== FAKE_APPID || q.secret !== FAKE_SECRET || q.grant_type !== 'authorization_code') {
      return { errcode: 40013, errmsg: 'invalid appid' }
    }
    return state.sessions.get(q.js_code) ?? { errcode: 40029, errmsg: 'invalid code' }
  })
  app.post('/cgi-bin/stable_token', async (req) => {
    const body = req.body as { appid?: string; secret?: string; force_refresh?: boolean }
    state.tokenRequests.push({ force_refresh: body.force_refresh, appid: body.appid })
    if (body.appid !== FAKE_APPID || body.secret !== FAKE_SECRET) return { errcode: 40125, errmsg: 'invalid appsecret' }
    if (!state.validToken || body.force_refresh) state.validToken = `token-${++state.issued}`
    return { access_token: state.validToken, expires_in: TOKEN_LIFETIME_SECONDS }
  })
  app.post('/wxa/business/getuserphonenumber', async (req) => {
    const token = (req.query as Record<string, string>).access_token
    state.phoneCalls.push(token)
    if (token !== state.validToken) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    const info = state.phones.get((req.body as { code: string }).code)
    if (!info) return { errcode: 40029, errmsg: 'invalid code' }
    return 'errcode' in info ? info : { errcode: 0, errmsg: 'ok', phone_info: { ...info, watermark: { appid: FAKE_APPID } } }
  })
  app.post('/wxa/getwxacodeunlimit', async (req, reply) => {
    const token = (req.query as Record<string, string>).access_token
    state.codeCalls.push({ token, body: req.body as Record<string, unknown> })
    if (token !== state.validToken) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    if (state.codeErrcode) return { errcode: state.codeErrcode, errmsg: 'scripted failure' }
    return reply.type('image/png').send(FAKE_CODE_PNG)
  })
  app.post('/wxa/msg_sec_check', async (req) => {
    const token = (req.query as Record<string, string>).access_token
    const body = req.body as { content?: string; openid?: string; version?: number; scene?: number }
    state.secChecks.push({ token, body })
    if (token !== state.validToken) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    const risky = state.riskyWords.some((word) => body.content?.includes(word))
    return { errcode: 0, errmsg: 'ok', trace_id: 'trace', result: { suggest: risky ? 'risky' : 'pass', label: risky ? 20001 : 100 } }
  })
}

export async function startFakeWechat(): Promise<FakeWechat> {
  const app = Fastify()
  const state = {
    baseUrl: '',
    sessions: new Map(),
    phones: new Map(),
    tokenRequests: [],
    phoneCalls: [],
    codeCalls: [],
    secChecks: [],
    riskyWords: [] as string[],
    codeErrcode: null as number | null,
    down: false,
    validToken: null as string | null,
    issued: 0,
    revokeToken() {
      state.validToken = `token-${++state.issued}`
    },
    close: () => app.close()
  }
  routes(app, state)
  state.baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  return state
}
