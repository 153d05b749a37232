// POST /api/sms and the code rules every login and credential change relies on (api-conventions.md → Auth).
import { eq } from 'drizzle-orm'
import { smsCodes } from '../../../server/src/db/schema'
import { SMS_CODE_TTL_MS, SMS_DAILY_CAP_PER_IP, SMS_DAILY_CAP_PER_PHONE } from '../../../server/src/contexts/identity'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, freshIp, freshPhone, requestCode, smsCodeFromLog, testClock } from '../helpers/api'
import { loginBySms, sendSms } from '@contract/identity/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

const MINUTE = 60_000
const login = (phone: string, code: string) => callApiRaw(t.app, loginBySms, { body: { phone, code } })
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /api/sms', () => {
  it('sends a login code to any phone and answers the resend countdown', async () => {
    const phone = freshPhone()
    const data = expectOk(await callApi(t.app, sendSms, { body: { phone, scene: 'login' } }))
    expect(data).toEqual({ cooldownSeconds: 60 })
    expect(smsCodeFromLog(t.logs, phone)).toMatch(/^\d{6}$/)
  })

  it('logs the code as separate JSON fields with the message "SMS code" (the e2e test reads it)', async () => {
    const phone = freshPhone()
    await callApiRaw(t.app, sendSms, { body: { phone, scene: 'login' } })
    const line = t.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'SMS code' && l.phone === phone)[0]
    expect(line).toMatchObject({ phone, scene: 'login', code: expect.stringMatching(/^\d{6}$/) })
  })

  it('stores only a keyed hash of the code', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.codeHash).not.toContain(code)
  })

  it.each([
    [{ phone: '12345', scene: 'login' }, '手机号格式不正确'],
    [{ phone: '13800000000', scene: 'spam' }, '验证码用途无效'],
    [{ scene: 'login' }, '手机号不能为空'],
    [{ phone: '13800000000', scene: 'login', extra: 1 }, '不支持的参数：extra']
  ])('refuses %j with a readable message', async (payload, message) => {
    expectRefusal(await callApiRaw(t.app, sendSms, { body: payload }), 'VALIDATION', message)
  })

  it('refuses a second code to the same phone within 60 s, and sends again after', async () => {
    const phone = freshPhone()
    await requestCode(t, phone)
    clock.advance(30_000)
    expectRefusal(await callApi(t.app, sendSms, { body: { phone, scene: 'login' } }), 'SMS_COOLDOWN', '请30秒后再试')
    clock.advance(30_000)
    expectOk(await callApi(t.app, sendSms, { body: { phone, scene: 'login' } }))
  })

  it('sends only one code when the same request arrives twice at once', async () => {
    const phone = freshPhone()
    const answers = await Promise.all([1, 2, 3].map(() => callApiRaw(t.app, sendSms, { body: { phone, scene: 'login' } })))
    expect(answers.map((r) => r.json().code ?? 'OK').sort()).toEqual(['OK', 'SMS_COOLDOWN', 'SMS_COOLDOWN'])
  })

  it(`caps one phone at ${SMS_DAILY_CAP_PER_PHONE} codes a day, and resets on the next day`, async () => {
    const phone = freshPhone()
    for (let i = 0; i < SMS_DAILY_CAP_PER_PHONE; i++) {
      expectOk(await callApi(t.app, sendSms, { body: { phone, scene: 'login' } }))
      clock.advance(MINUTE)
    }
    expectRefusal(await callApi(t.app, sendSms, { body: { phone, scene: 'login' } }), 'SMS_DAILY_LIMIT', '该手机号今日')
    clock.advance(24 * 60 * MINUTE)
    expectOk(await callApi(t.app, sendSms, { body: { phone, scene: 'login' } }))
  })

  it(`caps one client IP at ${SMS_DAILY_CAP_PER_IP} codes a day`, async () => {
    const ip = freshIp()
    // The day's earlier sends from this IP (to many phones), written directly: the per-minute rate limit would
    // otherwise take an hour of real time to get there.
    const now = clock.now()
    await t.db.insert(smsCodes).values(
      Array.from({ length: SMS_DAILY_CAP_PER_IP }, (_, i) => ({
        phone: `1360000${String(i).padStart(4, '0')}`,
        scene: 'login' as const,
        codeHash: 'x',
        ip,
        createdAt: now,
        expiresAt: now
      }))
    )
    expectRefusal(await callApi(t.app, sendSms, { body: { phone: freshPhone(), scene: 'login' }, ip }), 'SMS_DAILY_LIMIT', '当前网络今日')
    expectOk(await callApi(t.app, sendSms, { body: { phone: freshPhone(), scene: 'login' }, ip: freshIp() }))
  })

  it('forgets the send when the provider fails, so the user may retry at once', async () => {
    const failing = await createTestApp({}, { smsSender: { name: 'console', send: () => Promise.reject(new Error('provider down')) } })
    try {
      const phone = freshPhone()
      const res = await callApiRaw(failing.app, sendSms, { body: { phone, scene: 'login' } })
      expectRefusal(res, 'SMS_SEND_FAILED', '短信发送失败')
      expect(await failing.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(0)
    } finally {
      await failing.close()
    }
  })
})

describe('checking a code', () => {
  it('accepts the right code once, and refuses it when used again', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    expectOk(await login(phone, code))
    expectRefusal(await login(phone, code), 'SMS_CODE_INVALID', '验证码已失效')
  })

  it('lets a code sign in only once, also when used twice at the same moment', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    const answers = await Promise.all([login(phone, code), login(phone, code)])
    expect(answers.map((r) => r.json().status).sort()).toEqual([0, 1])
  })

  it('refuses a code after 5 minutes', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    clock.advance(SMS_CODE_TTL_MS)
    expectRefusal(await login(phone, code), 'SMS_CODE_INVALID', '验证码已失效')
  })

  it('accepts a code just before it expires', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    clock.advance(SMS_CODE_TTL_MS - 1000)
    expectOk(await login(phone, code))
  })

  it('kills the code after 5 wrong tries: even the right code is then refused', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    const wrong = wrongCodeFor(code)
    for (const left of [4, 3, 2, 1]) expectRefusal(await login(phone, wrong), 'SMS_CODE_WRONG', `还可以再试${left}次`)
    expectRefusal(await login(phone, wrong), 'SMS_CODE_INVALID', '错误次数过多')
    expectRefusal(await login(phone, code), 'SMS_CODE_INVALID')
  })

  it('only the newest code of a phone counts', async () => {
    const phone = freshPhone()
    const first = await requestCode(t, phone)
    clock.advance(MINUTE)
    const second = await requestCode(t, phone)
    if (first !== second) expectRefusal(await login(phone, first), 'SMS_CODE_WRONG')
    expectOk(await login(phone, second))
  })

  it('refuses a code sent for another scene', async () => {
    const phone = freshPhone()
    const { token } = await t.createUser({ phone })
    const code = await requestCode(t, phone, 'password', { token })
    expectRefusal(await login(phone, code), 'SMS_CODE_INVALID')
  })

  it('refuses a code that was never sent', async () => {
    expectRefusal(await login(freshPhone(), '123456'), 'SMS_CODE_INVALID')
  })
})

describe('scenes that act on the signed-in account', () => {
  it.each(['password', 'unbind', 'phone'])('answers 401 for scene %s without a session', async (scene) => {
    const res = await callApiRaw(t.app, sendSms, { body: { phone: freshPhone(), scene } })
    expect(res.statusCode).toBe(401)
  })

  it('sends password codes only to the account phone', async () => {
    const { token } = await t.createUser({ phone: '13912340001' })
    expectRefusal(await callApi(t.app, sendSms, { body: { phone: freshPhone(), scene: 'password' }, token }), 'PHONE_MISMATCH')
    expectOk(await callApi(t.app, sendSms, { body: { phone: '13912340001', scene: 'password' }, token }))
  })

  it('sends unbind codes only when WeChat is linked', async () => {
    const { token } = await t.createUser({ phone: '13912340002' })
    expectRefusal(await callApi(t.app, sendSms, { body: { phone: '13912340002', scene: 'unbind' }, token }), 'WECHAT_NOT_BOUND', '未绑定微信')
  })

  it('sends phone-change codes only to a number that is free and new', async () => {
    const { token } = await t.createUser({ phone: '13912340003' })
    await t.createUser({ phone: '13912340004' })
    expectRefusal(await callApi(t.app, sendSms, { body: { phone: '13912340003', scene: 'phone' }, token }), 'SAME_PHONE')
    expectRefusal(await callApi(t.app, sendSms, { body: { phone: '13912340004', scene: 'phone' }, token }), 'PHONE_TAKEN', '该手机号已绑定其他账号')
    expectOk(await callApi(t.app, sendSms, { body: { phone: freshPhone(), scene: 'phone' }, token }))
  })
})
