// Shared helpers of the API tests: a movable clock, SMS codes read from the console provider's log lines, sign-in
// shortcuts, and the checks of an answer (expectOk, expectRefusal). New tests call endpoints through contract.ts
// (callApi); caller() sends hand-written URLs and stays for the suites that still use them.
import type { LightMyRequestResponse } from 'fastify'
import type { SendSmsInput } from '@contract/identity/schemas'
import type { ErrorCode } from '@contract/errors'
import { loginBySms, sendSms } from '@contract/identity/endpoints'
import { callApi, freshIp, type ApiAnswer } from './contract'
import type { TestApp } from './test-app'

export { freshIp }

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
    /** The app, for callApi/callApiRaw over an endpoint definition. */
    app: t.app,
    get: (url: string, options?: CallOptions) => call('GET', url, undefined, options),
    post: (url: string, payload?: object, options?: CallOptions) => call('POST', url, payload, options),
    put: (url: string, payload?: object, options?: CallOptions) => call('PUT', url, payload, options),
    del: (url: string, options?: CallOptions) => call('DELETE', url, undefined, options)
  }
}

const transport = (options: CallOptions) => ({
  token: options.token,
  ip: options.ip,
  headers: options.userAgent ? { 'user-agent': options.userAgent } : undefined
})

/** Sends a code of the scene to the phone and returns it from the log. */
export async function requestCode(t: TestApp, phone: string, scene = 'login', options: CallOptions = {}): Promise<string> {
  const body = await callApi(t.app, sendSms, { body: { phone, scene: scene as SendSmsInput['scene'] }, ...transport(options) })
  if (body.status !== 1) throw new Error(`POST /api/sms refused: ${body.message}`)
  return smsCodeFromLog(t.logs, phone, scene)
}

/** Signs in by SMS code (creating the account for a new phone); returns the token and user. */
export async function smsLogin(t: TestApp, phone = freshPhone(), options: CallOptions = {}) {
  const code = await requestCode(t, phone, 'login')
  const body = await callApi(t.app, loginBySms, { body: { phone, code }, ...transport(options) })
  if (body.status !== 1) throw new Error(`SMS login refused: ${body.message}`)
  return body.data
}

type Answer = LightMyRequestResponse | ApiAnswer<unknown>
const isRaw = (res: Answer): res is LightMyRequestResponse => typeof (res as LightMyRequestResponse).json === 'function'

/**
 * The body of a refusal the app shows in its modal: HTTP 200, status 0, a code of the error catalogue and a Chinese
 * sentence. Takes callApi's answer (already known to be HTTP 200) or a raw response.
 */
export function expectRefusal(res: Answer, code: ErrorCode, message?: string | RegExp) {
  if (isRaw(res)) expect(res.statusCode).toBe(200)
  const body = isRaw(res) ? res.json() : res
  expect(body).toMatchObject({ status: 0, code, data: null })
  expect(body.message).toMatch(/[\u4e00-\u9fa5]/)
  if (message !== undefined) expect(body.message).toMatch(message)
  return body
}

/** The data of a success: typed by the definition for callApi's answer, by the caller for a raw response. */
export function expectOk<T>(res: ApiAnswer<T>): T
export function expectOk<T = unknown>(res: LightMyRequestResponse): T
export function expectOk<T>(res: Answer): T {
  const body = isRaw(res) ? res.json() : res
  if (body.status !== 1) throw new Error(`expected success, got ${isRaw(res) ? res.statusCode : 200} ${JSON.stringify(body)}`)
  if (isRaw(res)) expect(res.statusCode).toBe(200)
  return body.data as T
}
