// Login by SMS code and by password, logout, and the current user's hasPassword.
import { eq } from 'drizzle-orm'
import { authTokens } from '../../../server/src/db/schema'
import { hashPassword, hashToken, setPasswordHash } from '../../../server/src/contexts/identity/seeding'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, freshIp, freshPhone, requestCode, smsLogin } from '../helpers/api'
import { getCurrentUser, loginByPassword, loginBySms, logout as logoutEndpoint } from '@contract/identity/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const PASSWORD = 'Green2026go'

async function userWithPassword(phone = freshPhone()) {
  const created = await t.createUser({ phone, name: '王小绿' })
  await setPasswordHash(t.db, created.id, await hashPassword(PASSWORD))
  return { ...created, phone }
}

describe('POST /api/bindPhoneBySms', () => {
  it('creates the account for a new phone and signs in (isNew true, learner, no password)', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    const data = expectOk(await callApi(t.app, loginBySms, { body: { phone, code }, headers: { 'user-agent': 'MicroMessenger/8.0.50' } }))
    expect(data.isNew).toBe(true)
    expect(data.user).toMatchObject({ phone, roles: ['learner'], hasPassword: false, avatar: '' })
    expect(data.user.name).toBe(`用户${phone.slice(-4)}`)
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(data.token)))
    expect(row.device).toBe('MicroMessenger/8.0.50')
    expect(expectOk(await callApi(t.app, getCurrentUser, { token: data.token })).user.id).toBe(data.user.id)
  })

  it('signs in to the existing account for a known phone (isNew false)', async () => {
    const { id, phone } = await userWithPassword()
    const data = await smsLogin(t, phone)
    expect(data.isNew).toBe(false)
    expect(data.user).toMatchObject({ id, name: '王小绿', hasPassword: true })
  })

  it.each([
    [{ phone: '1380000', code: '123456' }, '手机号格式不正确'],
    [{ phone: '13800000000', code: '12ab' }, '验证码应为6位数字'],
    [{ phone: '13800000000' }, '验证码不能为空'],
    [{ phone: '13800000000', code: '123456', role: 'admin' }, '不支持的参数：role']
  ])('refuses %j with a readable message', async (payload, message) => {
    expectRefusal(await callApiRaw(t.app, loginBySms, { body: payload }), 'VALIDATION', message)
  })

  it('accepts the empty JSON body the app sends without data as "no body" (and then names what is missing)', async () => {
    const res = await callApiRaw(t.app, loginBySms, { body: '', headers: { 'content-type': 'application/json' } })
    expectRefusal(res, 'VALIDATION')
  })
})

describe('POST /api/bindPhoneByPswd', () => {
  it('signs in with the right password', async () => {
    const { id, phone } = await userWithPassword()
    const data = expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: PASSWORD } }))
    expect(data.user).toMatchObject({ id, phone, hasPassword: true })
    expect(expectOk(await callApi(t.app, getCurrentUser, { token: data.token })).user.id).toBe(id)
  })

  it('answers a wrong password, an unknown phone and an account without password with the same refusal', async () => {
    const { phone } = await userWithPassword()
    const noPassword = await t.createUser()
    const noPasswordPhone = expectOk(await callApi(t.app, getCurrentUser, { token: noPassword.token })).user.phone
    const answers = await Promise.all([
      callApiRaw(t.app, loginByPassword, { body: { phone, password: 'Wrong2026go' } }),
      callApiRaw(t.app, loginByPassword, { body: { phone: freshPhone(), password: PASSWORD } }),
      callApiRaw(t.app, loginByPassword, { body: { phone: noPasswordPhone, password: PASSWORD } })
    ])
    for (const res of answers) {
      expect(res.json()).toEqual({ status: 0, code: 'LOGIN_FAILED', message: '手机号或密码错误', data: null })
    }
  })

  it('takes as long for an unknown phone as for a wrong password (a real hash is checked either way)', async () => {
    const { phone } = await userWithPassword()
    const timed = async (payload: object) => {
      const start = process.hrtime.bigint()
      await callApiRaw(t.app, loginByPassword, { body: payload })
      return Number(process.hrtime.bigint() - start) / 1e6
    }
    await timed({ phone: freshPhone(), password: PASSWORD }) // warms the dummy hash
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await timed({ phone, password: 'Wrong2026go' }))
      unknown.push(await timed({ phone: freshPhone(), password: PASSWORD }))
    }
    // scrypt dominates both (tens of ms); skipping it would make the unknown phone several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  it('refuses an empty password with a readable message', async () => {
    expectRefusal(await callApi(t.app, loginByPassword, { body: { phone: '13800000000', password: '' } }), 'VALIDATION', '请输入密码')
  })

  it('limits login tries per client IP', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await callApiRaw(t.app, loginByPassword, { body: { phone: freshPhone(), password: 'x' }, ip })).statusCode)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('POST /api/logout', () => {
  it('ends this session only, also when the app sends an empty JSON body', async () => {
    const phone = freshPhone()
    const first = await smsLogin(t, phone)
    const res = await callApiRaw(t.app, logoutEndpoint, { token: first.token, headers: { 'content-type': 'application/json' } })
    expect(res.json()).toEqual({ status: 1, message: '', data: null })
    expect((await callApiRaw(t.app, getCurrentUser, { token: first.token })).statusCode).toBe(401)
  })

  it('leaves the user signed in on other devices', async () => {
    const { id, token } = await t.createUser()
    const other = await t.tokens.issueToken(id, 'other phone')
    expectOk(await callApi(t.app, logoutEndpoint, { token }))
    expect((await callApiRaw(t.app, getCurrentUser, { token: other.token })).statusCode).toBe(200)
  })

  it('answers 401 with no token', async () => {
    expect((await callApiRaw(t.app, logoutEndpoint)).statusCode).toBe(401)
  })
})

describe('GET /api/current', () => {
  it('says whether the user has a password', async () => {
    const without = await t.createUser()
    expect(expectOk(await callApi(t.app, getCurrentUser, { token: without.token })).user.hasPassword).toBe(false)
    const withPw = await userWithPassword()
    expect(expectOk(await callApi(t.app, getCurrentUser, { token: withPw.token })).user.hasPassword).toBe(true)
  })
})
