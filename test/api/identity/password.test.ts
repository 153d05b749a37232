// PUT /api/h5Pswd: first password, change by old password, change by SMS code; other sessions end.
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, freshPhone, requestCode, smsLogin, testClock } from '../helpers/api'
import { changePassword as changePasswordEndpoint, getCurrentUser, loginByPassword } from '@contract/identity/endpoints'
import { callApiRaw } from '../helpers/contract'

// SMS sign-in and the password code go to the same phone: the clock moves past the 60 s resend cooldown.
const clock = testClock()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

const FIRST = 'Green2026go'
const SECOND = 'Blue2027run'

const changePassword = (token: string, body: object) => callApiRaw(t.app, changePasswordEndpoint, { body, token })
const passwordLogin = (phone: string, password: string) => callApiRaw(t.app, loginByPassword, { body: { phone, password } })

/** A user signed in on two devices by SMS; `phone` has no password yet. */
async function twoDevices() {
  const phone = freshPhone()
  const here = await smsLogin(t, phone)
  const other = await t.tokens.issueToken(here.user.id, 'other device')
  clock.advance(60_000)
  return { phone, here: here.token, other: other.token }
}

describe('PUT /api/h5Pswd', () => {
  it('sets a first password, keeps this device signed in with a fresh token and signs out the others', async () => {
    const { phone, here, other } = await twoDevices()
    const data = expectOk<any>(await changePassword(here, { mode: 'set', newPassword: FIRST }))
    expect(data.user).toMatchObject({ phone, hasPassword: true })
    expect(data.token).not.toBe(here)
    expect((await callApiRaw(t.app, getCurrentUser, { token: data.token })).statusCode).toBe(200)
    expect((await callApiRaw(t.app, getCurrentUser, { token: other })).statusCode).toBe(401)
    expect((await callApiRaw(t.app, getCurrentUser, { token: here })).statusCode).toBe(401)
    expectOk(await passwordLogin(phone, FIRST))
  })

  it('refuses "set" when a password exists', async () => {
    const { here } = await twoDevices()
    const { token } = expectOk<any>(await changePassword(here, { mode: 'set', newPassword: FIRST }))
    expectRefusal(await changePassword(token, { mode: 'set', newPassword: SECOND }), 'PASSWORD_ALREADY_SET', '已设置过登录密码')
  })

  it('lets only one of two simultaneous first passwords win', async () => {
    const { here } = await twoDevices()
    const answers = await Promise.all([
      changePassword(here, { mode: 'set', newPassword: FIRST }),
      changePassword(here, { mode: 'set', newPassword: SECOND })
    ])
    expect(answers.map((r) => r.json().status).sort()).toEqual([0, 1])
  })

  it('changes the password with the old one', async () => {
    const { phone, here, other } = await twoDevices()
    const { token } = expectOk<any>(await changePassword(here, { mode: 'set', newPassword: FIRST }))
    const data = expectOk<any>(await changePassword(token, { mode: 'old', oldPassword: FIRST, newPassword: SECOND }))
    expect((await callApiRaw(t.app, getCurrentUser, { token: data.token })).statusCode).toBe(200)
    expect((await callApiRaw(t.app, getCurrentUser, { token: other })).statusCode).toBe(401)
    expectRefusal(await passwordLogin(phone, FIRST), 'LOGIN_FAILED')
    expectOk(await passwordLogin(phone, SECOND))
  })

  it('refuses a wrong old password and keeps the old one', async () => {
    const { phone, here } = await twoDevices()
    const { token } = expectOk<any>(await changePassword(here, { mode: 'set', newPassword: FIRST }))
    expectRefusal(await changePassword(token, { mode: 'old', oldPassword: 'Nope2026x', newPassword: SECOND }), 'WRONG_PASSWORD', '原密码错误')
    expect((await callApiRaw(t.app, getCurrentUser, { token })).statusCode).toBe(200)
    expectOk(await passwordLogin(phone, FIRST))
  })

  it('refuses "old" when no password was ever set', async () => {
    const { here } = await twoDevices()
    expectRefusal(await changePassword(here, { mode: 'old', oldPassword: FIRST, newPassword: SECOND }), 'PASSWORD_NOT_SET')
  })

  it('changes the password with a "password" code sent to the account phone', async () => {
    const { phone, here, other } = await twoDevices()
    const code = await requestCode(t, phone, 'password', { token: here })
    const data = expectOk<any>(await changePassword(here, { mode: 'sms', code, newPassword: SECOND }))
    expect(data.user.hasPassword).toBe(true)
    expect((await callApiRaw(t.app, getCurrentUser, { token: other })).statusCode).toBe(401)
    expectOk(await passwordLogin(phone, SECOND))
  })

  it('refuses a login code in place of a password code', async () => {
    const { phone, here } = await twoDevices()
    const code = await requestCode(t, phone, 'login')
    expectRefusal(await changePassword(here, { mode: 'sms', code, newPassword: SECOND }), 'SMS_CODE_INVALID')
  })

  it.each([
    [{ mode: 'set', newPassword: 'short1' }, '新密码填写有误：密码需为8-32位，且同时包含字母和数字'],
    [{ mode: 'set', newPassword: 'onlyletters' }, '密码需为8-32位'],
    [{ mode: 'old', newPassword: SECOND }, '原密码不能为空'],
    [{ mode: 'sms', code: '12', newPassword: SECOND }, '验证码应为6位数字'],
    [{ mode: 'reset', newPassword: SECOND }, '修改方式无效'],
    [{ mode: 'set', newPassword: SECOND, userId: 1 }, '不支持的参数：userId']
  ])('refuses %j with a readable message', async (payload, message) => {
    const { here } = await twoDevices()
    expectRefusal(await changePassword(here, payload), 'VALIDATION', message)
  })

  it('answers 401 with no token', async () => {
    expect((await callApiRaw(t.app, changePasswordEndpoint, { body: { mode: 'set', newPassword: FIRST } })).statusCode).toBe(401)
  })
})
