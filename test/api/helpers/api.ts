// Shared helpers of the account API tests: a movable clock, SMS codes read from the console provider's log
// lines, and inject() shortcuts that send each request from its own client IP (so the per-IP rate limits of
// login and SMS routes only bite in the tests that are about them).
import type { LightMyRequestResponse } from 'fastify'
import type { TestApp } from './test-app'

export interface TestClock {
  now: () => Date
  advance(ms: number): void
}

export function testClock(start = Date.parse('2026-03-02T02:00:00Z')): TestClock {
  let current = start
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms
    }
  }
}

/** The newest code the console provider logged for the phone (and scene), as the e2e test reads it. */
export function smsCodeFromLog(logs: string[], phone: string, scene?: string): string {
  const lines = logs
    .map((line) => JSON.parse(line) as { msg?: string; phone?: string; scene?: string; code?: string })
    .filter((l) => l.msg === 'SMS code' && l.phone === phone && (!scene || l.scene === scene))
  const code = lines.pop()?.code
  if (!code) throw new Error(`no SMS code for ${phone} in the log`)
  return code
}

let ipCounter = 0
/** A client IP nobody else used in this process. */
export function freshIp(): string {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

let phoneCounter = 0
/** A phone number nobody else used in this process (different range from createUser's). */
export function freshPhone(): string {
  phoneCounter += 1
  return `1370000${String(phoneCounter).padStart(4, '0')}`
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export interface CallOptions {
  token?: string
  ip?: string
  userAgent?: string
}

export function caller(t: TestApp) {
  const call = (method: Method, url: string, payload?: object, options: CallOptions = {}): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        ...(options.token !== undefined ? { 'x-auth-token': options.token } : {}),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {})
      }
    })
  return {
    get: (url: string, options?: CallOptions) => call('GET', url, undefined, options),
    post: (url: string, payload?: object, options?: CallOptions) => call('POST', url, payload, options),
    put: (url: string, payload?: object, options?: CallOptions) => call('PUT', url, payload, options),
    del: (url: string, options?: CallOptions) => call('DELETE', url, undefined, options)
  }
}

/** Sends a code of the scene to the phone and returns it from the log. */
export async function requestCode(t: TestApp, phone: string, scene = 'login', options: CallOptions = {}): Promise<string> {
  const res = await caller(t).post('/api/sms', { phone, scene }, options)
  const body = res.json()
  if (body.status !== 1) throw new Error(`POST /api/sms refused: ${body.message}`)
  return smsCodeFromLog(t.logs, phone, scene)
}

/** Signs in by SMS code (creating the account for a new phone); returns the token and user. */
export async function smsLogin(t: TestApp, phone = freshPhone(), options: CallOptions = {}) {
  const code = await requestCode(t, phone, 'login')
  const body = (await caller(t).post('/api/bindPhoneBySms', { phone, code }, options)).json()
  if (body.status !== 1) throw new Error(`SMS login refused: ${body.message}`)
  return body.data as { token: string; isNew: boolean; user: { id: number; phone: string; hasPassword: boolean; name: string } }
}

/** The body of a refusal the app shows in its modal: HTTP 200, status 0, a code and a Chinese sentence. */
export function expectRefusal(res: LightMyRequestResponse, code: string, message?: string | RegExp) {
  expect(res.statusCode).toBe(200)
  const body = res.json()
  expect(body).toMatchObject({ status: 0, code, data: null })
  expect(body.message).toMatch(/[\u4e00-\u9fa5]/)
  if (message !== undefined) expect(body.message).toMatch(message)
  return body
}

export function expectOk<T = unknown>(res: LightMyRequestResponse): T {
  const body = res.json()
  if (body.status !== 1) throw new Error(`expected success, got ${res.statusCode} ${JSON.stringify(body)}`)
  expect(res.statusCode).toBe(200)
  return body.data as T
}
