// Per-account login throttling, shared by every API node (state in the database): wrong passwords for one phone,
// from any number of IPs, make password login wait 1, 2, 4, 8, then at most 15 minutes; SMS login still works then
// and clears it. Wrong SMS login codes have their own, looser counter. The clock is moved, never slept.
import { createTestApp, type TestApp } from '../helpers/test-app'
import { hashPassword, setPasswordHash } from '../../../server/src/contexts/identity/seeding'
import { expectOk, expectRefusal, freshPhone, requestCode, testClock } from '../helpers/api'
import { loginByPassword, loginBySms } from '@contract/identity/endpoints'
import { callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

const PASSWORD = 'Right@2026'
const MINUTE = 60_000
let passwordHash: string
async function accountWithPassword(): Promise<string> {
  passwordHash ??= await hashPassword(PASSWORD)
  const phone = freshPhone()
  const { id } = await t.createUser({ phone })
  await setPasswordHash(t.db, id, passwordHash)
  return phone
}

const login = (phone: string, password: string) => callApiRaw(t.app, loginByPassword, { body: { phone, password } })
const wrong = (phone: string) => login(phone, 'Wrong@2026')
const smsLogin = (phone: string, code: string) => callApiRaw(t.app, loginBySms, { body: { phone, code } })
const throttled = (res: Parameters<typeof expectRefusal>[0], minutes: number) =>
  expectRefusal(res, 'LOGIN_THROTTLED', new RegExp(`尝试次数过多，请${minutes}分钟后再试`))

async function failPasswords(phone: string, n: number) {
  for (let i = 0; i < n; i++) expectRefusal(await wrong(phone), 'LOGIN_FAILED', '手机号或密码错误')
}

describe('password login', () => {
  it('after 5 wrong passwords from different IPs the right one waits a minute, then works', async () => {
    const phone = await accountWithPassword()
    await failPasswords(phone, 5)
    throttled(await login(phone, PASSWORD), 1)
    clock.advance(30_000)
    throttled(await wrong(phone), 1) // refused without counting: waiting does not grow
    clock.advance(31_000)
    expectOk(await login(phone, PASSWORD))
    // A success forgets the failures.
    await failPasswords(phone, 4)
    expectOk(await login(phone, PASSWORD))
  })

  it('waits twice as long after each further failure, at most 15 minutes', async () => {
    const phone = await accountWithPassword()
    await failPasswords(phone, 5)
    for (const minutes of [2, 4, 8, 15, 15]) {
      clock.advance(16 * MINUTE)
      expectRefusal(await wrong(phone), 'LOGIN_FAILED')
      throttled(await login(phone, PASSWORD), minutes)
    }
    clock.advance(15 * MINUTE)
    expectOk(await login(phone, PASSWORD))
  })

  it('forgets failures after an hour without one', async () => {
    const phone = await accountWithPassword()
    await failPasswords(phone, 4)
    clock.advance(61 * MINUTE)
    await failPasswords(phone, 4)
    expectOk(await login(phone, PASSWORD))
  })

  it('throttles a phone without an account the same way, so the answer reveals nothing', async () => {
    const phone = freshPhone()
    await failPasswords(phone, 5)
    throttled(await wrong(phone), 1)
  })

  it('leaves SMS login open while password login waits; signing in by SMS lifts the wait', async () => {
    const phone = await accountWithPassword()
    await failPasswords(phone, 5)
    expectOk(await smsLogin(phone, await requestCode(t, phone)))
    expectOk(await login(phone, PASSWORD))
  })
})

describe('SMS login codes', () => {
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

  it('after two codes killed by wrong guesses, the next wrong guess makes even the right code wait; password login still works', async () => {
    const phone = await accountWithPassword()
    for (let round = 0; round < 2; round++) {
      const code = await requestCode(t, phone)
      for (let i = 0; i < 5; i++) expect((await smsLogin(phone, wrongCode(code))).json().code).toMatch(/^SMS_CODE_/)
      if (round === 1) throttled(await smsLogin(phone, code), 1) // waits from the 10th failure
      clock.advance(61_000) // the resend cooldown; the 1-minute wait is over too
    }
    const code = await requestCode(t, phone)
    expectRefusal(await smsLogin(phone, wrongCode(code)), 'SMS_CODE_WRONG')
    throttled(await smsLogin(phone, code), 2)
    expectOk(await login(phone, PASSWORD))
    // The password login cleared the SMS counter too.
    expectOk(await smsLogin(phone, code))
  })

  it('does not count tries when no code was sent, so nobody can lock a phone without texting it', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 15; i++) expectRefusal(await smsLogin(phone, '123456'), 'SMS_CODE_INVALID')
    expectOk(await smsLogin(phone, await requestCode(t, phone)))
  })
})
