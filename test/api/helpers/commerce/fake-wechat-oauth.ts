// TEST ONLY. A local stand-in for api.weixin.qq.com's 网页授权 code exchange (sns/oauth2/access_token), answering
// as WeChat documents it: HTTP 200 with an errcode for failures. Tests script codes and read what was asked.
import Fastify from 'fastify'

export interface FakeWechatOauth {
  baseUrl: string
  /** 网页授权 codes → the openid (or an errcode) WeChat answers; a code works once, as at WeChat. */
  codes: Map<string, { openid: string } | { errcode: number }>
  requests: Array<Record<string, string>>
  /** Every call answers HTTP 503 (WeChat unreachable). */
  down: boolean
  close(): Promise<void>
}

export async function startFakeWechatOauth(appId: string, secret: string): Promise<FakeWechatOauth> {
  const app = Fastify()
  const state: FakeWechatOauth = { baseUrl: '', codes: new Map(), requests: [], down: false, close: () => app.close() }
  app.get('/sns/oauth2/access_token', async (req, reply) => {
    const q = req.query as Record<string, string>
    state.requests.push(q)
    if (state.down) return reply.code(503).send('down')
    if (q.appid !== appId || q.secret !== secret || q.grant_type !== 'authorization_code') {
      return { errcode: 40125, errmsg: 'invalid appsecret' }
    }
    const answer = state.codes.get(q.code)
    if (!answer) return { errcode: 40029, errmsg: 'invalid code' }
    if ('errcode' in answer) return answer
    state.codes.set(q.code, { errcode: 40163 })
    return { access_token: 'user-token', expires_in: 7200, refresh_token: 'r', openid: answer.openid, scope: 'snsapi_base' }
  })
  state.baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  return state
}
