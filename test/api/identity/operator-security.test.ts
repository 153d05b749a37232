// The console's sign-in hardening (issue 25): every attempt in the operators' sign-in log with its result, the TOTP
// second step (enrol, confirm, sign in, a code taken once, required for finance when configured), and console
// sessions that end after ADMIN_IDLE_MINUTES without use. The clock is moved, never slept.
import { generate } from 'otplib'
import { eq } from 'drizzle-orm'
import {
  confirmTotp, consoleLogin, consoleLoginTotp, disableTotp, getTotpStatus, listSignIns, setupTotp
} from '@contract/identity/operator-endpoints'
import type { ConsoleLoginAnswer, SignInLogEntry } from '@contract/identity/operator-shapes'
import type { Role } from '@contract/identity/shapes'
import { getCurrentUser } from '@contract/identity/endpoints'
import { hashPassword, setPasswordHash } from '../../../server/src/contexts/identity/seeding'
import { isSealed } from '../../../server/src/crypto/field-cipher'
import { operatorTotp, users } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, freshPhone, testClock } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock()
const MINUTE = 60_000
const PASSWORD = 'Right@2026'
let t: TestApp
let passwordHash: string

beforeAll(async () => {
  t = await createTestApp({ TOTP_REQUIRED_ROLES: 'finance', ADMIN_IDLE_MINUTES: '30' }, { now: clock.now })
  passwordHash = await hashPassword(PASSWORD)
})
afterAll(() => t.close())

/** An operator with a console session (`token`) and an app session (`appToken`, as if signed in through the app). */
async function operator(roles: Role[]): Promise<{ id: number; phone: string; token: string; appToken: string }> {
  const phone = freshPhone()
  const { id, token, appToken } = await t.createUser({ phone, roles })
  await setPasswordHash(t.db, id, passwordHash)
  return { id, phone, token, appToken }
}

const login = (phone: string, password = PASSWORD, ip?: string) =>
  callApi(t.app, consoleLogin, { body: { mode: 'password', phone, password }, ip, headers: { 'user-agent': 'jest-console' } })
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) })
const signedIn = (answer: ConsoleLoginAnswer) => {
  if (answer.step !== 'done') throw new Error(`expected a session, got step ${answer.step}`)
  return answer
}

async function logOf(userId: number | null, phone: string): Promise<SignInLogEntry[]> {
  const admin = await operator(['admin'])
  const page = expectOk(await callApi(t.app, listSignIns, { token: admin.token, query: { size: 50, ...(userId ? { userId } : {}) } }))
  return page.list.filter((row) => row.phone === phone)
}

/** A content operator with TOTP on; answers its secret. */
async function withTotp(): Promise<{ id: number; phone: string; token: string; appToken: string; secret: string }> {
  const user = await operator(['content'])
  const setup = expectOk(await callApi(t.app, setupTotp, { token: user.token, body: {} }))
  const confirmed = expectOk(await callApi(t.app, confirmTotp, { token: user.token, body: { code: await codeAt(setup.secret) } }))
  clock.advance(30_000)
  return { ...user, token: confirmed.token, secret: setup.secret }
}

describe('sign-in log', () => {
  it('keeps ok and wrong_password with time, address and device; an unknown phone gets the same answer', async () => {
    const user = await operator(['content'])
    const wrong = await login(user.phone, 'Wrong@2026', '10.9.0.1')
    const unknownPhone = freshPhone()
    const unknown = await login(unknownPhone, 'Wrong@2026')
    expect(unknown).toEqual(wrong)
    expectRefusal(wrong, 'LOGIN_FAILED', '手机号或密码错误')
    signedIn(expectOk(await login(user.phone)))
    const rows = await logOf(user.id, user.phone)
    expect(rows.map((r) => r.result)).toEqual(['ok', 'wrong_password'])
    expect(rows[1]).toMatchObject({ userId: user.id, ip: '10.9.0.1', device: 'jest-console' })
    expect(rows[1].at).toBe(clock.now().toISOString())
    expect(await logOf(null, unknownPhone)).toEqual([expect.objectContaining({ userId: null, result: 'wrong_password' })])
  })

  it('logs locked for a throttled phone and a disabled account', async () => {
    const user = await operator(['academic'])
    for (let i = 0; i < 5; i++) expectRefusal(await login(user.phone, 'Wrong@2026'), 'LOGIN_FAILED')
    expectRefusal(await login(user.phone), 'LOGIN_THROTTLED')
    expect((await logOf(user.id, user.phone))[0].result).toBe('locked')
    const disabled = await operator(['academic'])
    await t.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, disabled.id))
    expectRefusal(await login(disabled.phone), 'ACCOUNT_DISABLED')
    expect((await logOf(disabled.id, disabled.phone)).map((r) => r.result)).toEqual(['locked'])
  })

  it('refuses a learner without telling more, and shows an operator only their own attempts', async () => {
    const learner = await operator([])
    expectRefusal(await login(learner.phone), 'NOT_OPERATOR')
    const user = await operator(['content'])
    signedIn(expectOk(await login(user.phone)))
    const own = expectOk(await callApi(t.app, listSignIns, { token: user.token, query: { userId: 1 } }))
    expect(own.list.length).toBeGreaterThan(0)
    expect(own.list.every((row) => row.userId === user.id)).toBe(true)
    expect((await callApiRaw(t.app, listSignIns, { token: learner.token })).statusCode).toBe(403)
    const admin = await operator(['admin'])
    const refused = expectOk(await callApi(t.app, listSignIns, { token: admin.token, query: { result: 'locked', size: 50 } }))
    expect(refused.list.every((row) => row.result === 'locked')).toBe(true)
  })
})

describe('TOTP', () => {
  it('enrols with a QR and a code; the secret is stored sealed; sign-in then asks for the code', async () => {
    const user = await operator(['content'])
    expect(expectOk(await callApi(t.app, getTotpStatus, { token: user.token }))).toEqual({ enabled: false, required: false })
    const setup = expectOk(await callApi(t.app, setupTotp, { token: user.token, body: {} }))
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    const [row] = await t.db.select().from(operatorTotp).where(eq(operatorTotp.userId, user.id))
    expect(isSealed(row.secret)).toBe(true)
    expect(row.secret).not.toContain(setup.secret)
    expectRefusal(await callApi(t.app, confirmTotp, { token: user.token, body: { code: '000000' } }), 'TOTP_CODE_WRONG')
    const confirmed = expectOk(await callApi(t.app, confirmTotp, { token: user.token, body: { code: await codeAt(setup.secret) } }))
    // Turning it on ends the other sessions, like a password change.
    expect((await callApiRaw(t.app, getTotpStatus, { token: user.token })).statusCode).toBe(401)
    expect(expectOk(await callApi(t.app, getTotpStatus, { token: confirmed.token })).enabled).toBe(true)

    clock.advance(30_000)
    const first = expectOk(await login(user.phone))
    expect(first.step).toBe('totp')
    const ticket = (first as { ticket: string }).ticket
    // The ticket is not a session.
    expect((await callApiRaw(t.app, getTotpStatus, { token: ticket })).statusCode).toBe(401)
    signedIn(expectOk(await callApi(t.app, consoleLoginTotp, { body: { ticket, code: await codeAt(setup.secret) } })))
    expect((await logOf(user.id, user.phone)).map((r) => r.result)).toEqual(['ok'])
  })

  it('refuses a code used before (replay) and a wrong code, each ending the ticket and logged totp_refused', async () => {
    const user = await withTotp()
    const code = await codeAt(user.secret)
    const ticket = (step: ConsoleLoginAnswer) => (step as { ticket: string }).ticket
    signedIn(expectOk(await callApi(t.app, consoleLoginTotp, { body: { ticket: ticket(expectOk(await login(user.phone))), code } })))
    const replay = ticket(expectOk(await login(user.phone)))
    expectRefusal(await callApi(t.app, consoleLoginTotp, { body: { ticket: replay, code } }), 'TOTP_CODE_WRONG')
    // The ticket died with the wrong code: the right one now needs the password again.
    clock.advance(30_000)
    expectRefusal(await callApi(t.app, consoleLoginTotp, { body: { ticket: replay, code: await codeAt(user.secret) } }), 'TOTP_TICKET_EXPIRED')
    expect((await logOf(user.id, user.phone)).map((r) => r.result)).toEqual(['totp_refused', 'ok'])
    signedIn(expectOk(await callApi(t.app, consoleLoginTotp, {
      body: { ticket: ticket(expectOk(await login(user.phone))), code: await codeAt(user.secret) }
    })))
  })

  it('a sign-in ticket cannot replace a TOTP that is on; turning it off takes a current code', async () => {
    const user = await withTotp()
    const ticket = (expectOk(await login(user.phone)) as { ticket: string }).ticket
    expectRefusal(await callApi(t.app, setupTotp, { body: { ticket } }), 'TOTP_ALREADY_ENABLED')
    // Without a ticket or an operator's session there is nobody to enrol.
    expectRefusal(await callApi(t.app, setupTotp, { body: {} }), 'TOTP_TICKET_EXPIRED')
    // An app session counts as none here; a learner cannot hold a console session, but one issued anyway enrols nobody.
    expectRefusal(await callApi(t.app, setupTotp, { token: user.appToken, body: {} }), 'TOTP_TICKET_EXPIRED')
    const learner = await t.createUser()
    const learnerConsole = (await t.tokens.issueToken(learner.id, 'jest', 'console')).token
    expectRefusal(await callApi(t.app, setupTotp, { token: learnerConsole, body: {} }), 'NOT_OPERATOR')
    expectRefusal(await callApi(t.app, disableTotp, { token: user.token, body: { code: '123456' } }), 'TOTP_CODE_WRONG')
    expect(expectOk(await callApi(t.app, disableTotp, { token: user.token, body: { code: await codeAt(user.secret) } }))).toEqual({ enabled: false, required: false })
    signedIn(expectOk(await login(user.phone)))
  })

  it('sends a finance operator without TOTP to enrol (TOTP_REQUIRED_ROLES=finance), and it stays on', async () => {
    const user = await operator(['finance'])
    const first = expectOk(await login(user.phone))
    expect(first.step).toBe('enrol')
    const ticket = (first as { ticket: string }).ticket
    expect((await callApiRaw(t.app, getTotpStatus, { token: ticket })).statusCode).toBe(401)
    const setup = expectOk(await callApi(t.app, setupTotp, { body: { ticket } }))
    const done = expectOk(await callApi(t.app, confirmTotp, { body: { ticket, code: await codeAt(setup.secret) } }))
    expect(expectOk(await callApi(t.app, getTotpStatus, { token: done.token }))).toEqual({ enabled: true, required: true })
    expect((await logOf(user.id, user.phone)).map((r) => r.result)).toEqual(['ok'])
    clock.advance(30_000)
    expectRefusal(await callApi(t.app, disableTotp, { token: done.token, body: { code: await codeAt(setup.secret) } }), 'TOTP_REQUIRED')
    expect(expectOk(await login(user.phone)).step).toBe('totp')
  })
})

describe('console idle time', () => {
  it('a console session used within ADMIN_IDLE_MINUTES lives on; 30 idle minutes end it with "sign in again"', async () => {
    const user = await operator(['content'])
    const { token } = signedIn(expectOk(await login(user.phone)))
    clock.advance(20 * MINUTE)
    expectOk(await callApi(t.app, getTotpStatus, { token }))
    clock.advance(25 * MINUTE)
    expectOk(await callApi(t.app, getTotpStatus, { token }))
    // Idle counts from the last request, not from the sign-in.
    clock.advance(30 * MINUTE + 1000)
    const idle = await callApiRaw(t.app, getTotpStatus, { token })
    expect(idle.statusCode).toBe(401)
    expect(idle.json().message).toBe('登录已过期，请重新登录')
  })

  it('a renewed token (GET /api/current) stays a console session; app sessions have no idle limit', async () => {
    const user = await operator(['content'])
    const { token } = signedIn(expectOk(await login(user.phone)))
    const renewed = expectOk(await callApi(t.app, getCurrentUser, { token })).token
    clock.advance(31 * MINUTE)
    expect((await callApiRaw(t.app, getTotpStatus, { token: renewed })).statusCode).toBe(401)
    expectOk(await callApi(t.app, getCurrentUser, { token: user.appToken }))
  })
})

describe('console sessions only on the console API', () => {
  it("refuses an operator's app session there with CONSOLE_SESSION_REQUIRED in three languages; the app's endpoints take it", async () => {
    const user = await operator(['content'])
    const refused = await callApiRaw(t.app, getTotpStatus, { token: user.appToken })
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ status: 0, code: 'CONSOLE_SESSION_REQUIRED', message: '请从运营后台登录页登录' })
    const hant = await callApiRaw(t.app, getTotpStatus, { token: user.appToken, headers: { 'x-locale': 'zh-Hant' } })
    expect(hant.json().message).toMatch(/^請從.+後臺.+頁/)
    const en = await callApiRaw(t.app, getTotpStatus, { token: user.appToken, headers: { 'x-locale': 'en' } })
    expect(en.json().message).toMatch(/console/)
    // The same operator's app session keeps working in the app, and a renewal of it stays an app session.
    const renewed = expectOk(await callApi(t.app, getCurrentUser, { token: user.appToken })).token
    expect((await callApiRaw(t.app, getTotpStatus, { token: renewed })).json().code).toBe('CONSOLE_SESSION_REQUIRED')
    // Signed in at the console, the same account reaches it.
    const { token } = signedIn(expectOk(await login(user.phone)))
    expect(expectOk(await callApi(t.app, getTotpStatus, { token }))).toEqual({ enabled: false, required: false })
  })
})
