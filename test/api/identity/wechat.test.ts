// /api/ow-wechat-mini/*: quick login against a local fake of the WeChat APIs, unlinking WeChat (freePhone), and
// moving the account to a new phone (PUT phone).
import { eq } from 'drizzle-orm'
import { wechatIdentities } from '../../../server/src/db/schema'
import { TOKEN_REFRESH_MARGIN_MS } from '../../../server/src/integrations/wechat/access-token'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { FAKE_APPID, FAKE_SECRET, mainlandPhone, startFakeWechat, TOKEN_LIFETIME_SECONDS, type FakeWechat } from '../helpers/fake-wechat-mini'
import { expectOk, expectRefusal, freshPhone, requestCode, smsLogin, testClock } from '../helpers/api'
import { changePhone as changePhoneEndpoint, getCurrentUser, getProfile, loginByWechatPhone, unbindWechat } from '@contract/identity/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let fake: FakeWechat
let t: TestApp
beforeAll(async () => {
  fake = await startFakeWechat()
  t = await createTestApp(
    { WECHAT_MINI_APPID: FAKE_APPID, WECHAT_MINI_SECRET: FAKE_SECRET, WECHAT_API_BASE: fake.baseUrl },
    { now: clock.now }
  )
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

let codeCounter = 0
/** Scripts one WeChat user: the next wx.login code gives `openid`, the phone button gives `phone`. */
function wechatUser(openid: string, phone: string) {
  codeCounter += 1
  const loginCode = `login-${codeCounter}`
  const phoneCode = `phone-${codeCounter}`
  fake.sessions.set(loginCode, { openid, session_key: `secret-session-key-${openid}` })
  fake.phones.set(phoneCode, mainlandPhone(phone))
  return { loginCode, phoneCode }
}

const bindPhone = (body: object) => callApiRaw(t.app, loginByWechatPhone, { body })
const identityOf = async (userId: number) =>
  (await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, userId)))[0]

describe('POST /api/ow-wechat-mini/bindPhone', () => {
  it('creates the account for the phone WeChat verified, links the openid and keeps session_key server-side', async () => {
    const phone = freshPhone()
    const res = await bindPhone(wechatUser('openid-new', phone))
    const data = expectOk<any>(res)
    expect(data.user).toMatchObject({ phone, roles: ['learner'] })
    expect(res.body).not.toContain('secret-session-key')
    const identity = await identityOf(data.user.id)
    expect(identity).toMatchObject({ openid: 'openid-new', appId: FAKE_APPID, sessionKey: 'secret-session-key-openid-new' })
    expect((await callApiRaw(t.app, getCurrentUser, { token: data.token })).statusCode).toBe(200)
  })

  it('signs in to the existing account of that phone', async () => {
    const phone = freshPhone()
    const { id } = await t.createUser({ phone })
    expect(expectOk<any>(await bindPhone(wechatUser('openid-existing', phone))).user.id).toBe(id)
  })

  it('signs in to the linked account by openid without asking WeChat for the phone again', async () => {
    const phone = freshPhone()
    const first = expectOk<any>(await bindPhone(wechatUser('openid-linked', phone)))
    const callsBefore = fake.phoneCalls.length
    const again = expectOk<any>(await bindPhone(wechatUser('openid-linked', freshPhone())))
    expect(again.user.id).toBe(first.user.id)
    expect(fake.phoneCalls.length).toBe(callsBefore)
  })

  it('caches the access token between logins', async () => {
    await bindPhone(wechatUser('openid-cache-1', freshPhone()))
    const tokensBefore = fake.tokenRequests.length
    await bindPhone(wechatUser('openid-cache-2', freshPhone()))
    await bindPhone(wechatUser('openid-cache-3', freshPhone()))
    expect(fake.tokenRequests.length).toBe(tokensBefore)
  })

  it('fetches a new access token shortly before the old one expires', async () => {
    await bindPhone(wechatUser('openid-expiry-1', freshPhone()))
    const tokensBefore = fake.tokenRequests.length
    clock.advance(TOKEN_LIFETIME_SECONDS * 1000 - TOKEN_REFRESH_MARGIN_MS + 1000)
    expectOk(await bindPhone(wechatUser('openid-expiry-2', freshPhone())))
    expect(fake.tokenRequests.length).toBe(tokensBefore + 1)
  })

  it('refreshes the access token once when WeChat says it is invalid, and succeeds', async () => {
    await bindPhone(wechatUser('openid-stale-1', freshPhone()))
    fake.revokeToken()
    const tokensBefore = fake.tokenRequests.length
    expectOk(await bindPhone(wechatUser('openid-stale-2', freshPhone())))
    expect(fake.tokenRequests.slice(tokensBefore)).toEqual([{ appid: FAKE_APPID, force_refresh: true }])
  })

  it('stores an international phone as +<country><number>', async () => {
    const codes = wechatUser('openid-hk', '')
    fake.phones.set(codes.phoneCode, { phoneNumber: '+852 61234567', purePhoneNumber: '61234567', countryCode: '852' })
    expect(expectOk<any>(await bindPhone(codes)).user.phone).toBe('+85261234567')
  })

  it('asks for a new wx.login when the login code is invalid or used', async () => {
    expectRefusal(await bindPhone({ loginCode: 'unknown', phoneCode: 'x' }), 'WECHAT_LOGIN_FAILED', '微信登录已失效')
  })

  it('asks to authorise again when the phone code is invalid', async () => {
    const { loginCode } = wechatUser('openid-badphone', freshPhone())
    expectRefusal(await bindPhone({ loginCode, phoneCode: 'unknown' }), 'WECHAT_PHONE_FAILED', '手机号授权已失效')
  })

  it('says WeChat is unavailable (not a 500) when WeChat cannot be reached', async () => {
    fake.down = true
    try {
      expectRefusal(await bindPhone(wechatUser('openid-down', freshPhone())), 'WECHAT_UNAVAILABLE', '使用短信验证码登录')
    } finally {
      fake.down = false
    }
  })

  it.each([
    [{ loginCode: '', phoneCode: 'p' }, '缺少微信登录凭证'],
    [{ loginCode: 'l' }, '手机号授权凭证不能为空'],
    [{ loginCode: 'l', phoneCode: 'p', openid: 'x' }, '不支持的参数：openid']
  ])('refuses %j with a readable message', async (payload, message) => {
    expectRefusal(await bindPhone(payload), 'VALIDATION', message)
  })

  it('answers NOT_CONFIGURED with a pointer to SMS login when no AppID is configured', async () => {
    const plain = await createTestApp()
    try {
      const res = await callApiRaw(plain.app, loginByWechatPhone, { body: { loginCode: 'l', phoneCode: 'p' } })
      expect(res.json()).toEqual({ status: 0, code: 'NOT_CONFIGURED', message: '微信登录未配置，请使用短信验证码登录', data: null })
    } finally {
      await plain.close()
    }
  })
})

describe('POST /api/ow-wechat-mini/freePhone', () => {
  it('unlinks WeChat with an unbind code sent to the account phone; the next quick login goes by phone', async () => {
    const phone = freshPhone()
    const { token, user } = expectOk<any>(await bindPhone(wechatUser('openid-free', phone)))
    expect(expectOk(await callApi(t.app, getProfile, { token })).wechatBound).toBe(true)
    const code = await requestCode(t, phone, 'unbind', { token })
    expect(expectOk(await callApi(t.app, unbindWechat, { body: { code }, token }))).toBeNull()
    expect(await identityOf(user.id)).toBeUndefined()
    expect(expectOk(await callApi(t.app, getProfile, { token })).wechatBound).toBe(false)
    const otherPhone = freshPhone()
    const next = expectOk<any>(await bindPhone(wechatUser('openid-free', otherPhone)))
    expect(next.user).toMatchObject({ phone: otherPhone })
    expect(next.user.id).not.toBe(user.id)
  })

  it('refuses a wrong code and stays linked', async () => {
    const phone = freshPhone()
    const { token, user } = expectOk<any>(await bindPhone(wechatUser('openid-free-wrong', phone)))
    const code = await requestCode(t, phone, 'unbind', { token })
    const wrong = code === '000000' ? '000001' : '000000'
    expectRefusal(await callApi(t.app, unbindWechat, { body: { code: wrong }, token }), 'SMS_CODE_WRONG')
    expect(await identityOf(user.id)).toBeDefined()
  })

  it('says so when no WeChat is linked', async () => {
    const { token } = await t.createUser()
    expectRefusal(await callApi(t.app, unbindWechat, { body: { code: '123456' }, token }), 'WECHAT_NOT_BOUND', '未绑定微信')
  })

  it('refuses a malformed code with a readable message', async () => {
    const { token } = await t.createUser()
    expectRefusal(await callApi(t.app, unbindWechat, { body: { code: 'abc' }, token }), 'VALIDATION', '验证码应为6位数字')
  })

  it('answers 401 with no token', async () => {
    expect((await callApiRaw(t.app, unbindWechat, { body: { code: '123456' } })).statusCode).toBe(401)
  })
})

describe('PUT /api/ow-wechat-mini/phone', () => {
  const changePhone = (token: string, body: object) => callApiRaw(t.app, changePhoneEndpoint, { body, token })

  it('moves the account to a new phone proven by a code sent to it; fresh token, other sessions end', async () => {
    const old = await smsLogin(t)
    const other = await t.tokens.issueToken(old.user.id, 'other device')
    const phone = freshPhone()
    const code = await requestCode(t, phone, 'phone', { token: old.token })
    const data = expectOk<any>(await changePhone(old.token, { phone, code }))
    expect(data.user).toMatchObject({ id: old.user.id, phone })
    expect((await callApiRaw(t.app, getCurrentUser, { token: data.token })).statusCode).toBe(200)
    expect((await callApiRaw(t.app, getCurrentUser, { token: other.token })).statusCode).toBe(401)
    clock.advance(60_000)
    expect((await smsLogin(t, phone)).user.id).toBe(old.user.id)
  })

  it('keeps the WeChat link, so quick login still reaches the moved account', async () => {
    const { token, user } = expectOk<any>(await bindPhone(wechatUser('openid-moved', freshPhone())))
    const phone = freshPhone()
    const code = await requestCode(t, phone, 'phone', { token })
    expectOk(await changePhone(token, { phone, code }))
    expect(expectOk<any>(await bindPhone(wechatUser('openid-moved', freshPhone()))).user).toMatchObject({ id: user.id, phone })
  })

  it('refuses a phone that belongs to another account, even when it was registered after the code was sent', async () => {
    const { token } = await t.createUser()
    const phone = freshPhone()
    const code = await requestCode(t, phone, 'phone', { token })
    await t.createUser({ phone })
    expectRefusal(await changePhone(token, { phone, code }), 'PHONE_TAKEN', '该手机号已绑定其他账号')
  })

  it('refuses the account own phone and a code of another scene', async () => {
    const me = await smsLogin(t)
    expectRefusal(await changePhone(me.token, { phone: me.user.phone, code: '123456' }), 'SAME_PHONE')
    const phone = freshPhone()
    const loginCode = await requestCode(t, phone, 'login')
    expectRefusal(await changePhone(me.token, { phone, code: loginCode }), 'SMS_CODE_INVALID')
  })

  it.each([
    [{ phone: '123', code: '123456' }, '手机号格式不正确'],
    [{ phone: '13800000000' }, '验证码不能为空']
  ])('refuses %j with a readable message', async (payload, message) => {
    const { token } = await t.createUser()
    expectRefusal(await changePhone(token, payload), 'VALIDATION', message)
  })

  it('answers 401 with no token', async () => {
    expect((await callApiRaw(t.app, changePhoneEndpoint, { body: { phone: freshPhone(), code: '123456' } })).statusCode).toBe(401)
  })
})
