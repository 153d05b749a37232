// Journeys through the account screens that several e2e files share.
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { baseUrl, newDesktop, newPhone } from './browser'
import { currentServer } from './server'

/** The console SMS provider logs each code as a JSON line {msg: 'SMS code', phone, code}; read the newest. */
export async function readSmsCode(phone: string, timeoutMs = 10000): Promise<string> {
  const { logFile } = currentServer()
  if (!logFile) throw new Error('E2E_BASE_URL servers do not expose their log; run e2e with its own server')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const lines = readFileSync(logFile, 'utf8').split('\n').filter((l) => l.includes('"SMS code"') && l.includes(phone))
    const last = lines.pop()
    if (last) return JSON.parse(last).code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no SMS code for ${phone} in the server log`)
}

export const button = (page: Page, text: string) => page.locator('.nut-button', { hasText: text })

/** The native input or textarea inside Taro's components, by its exact placeholder. */
export const field = (page: Page, placeholder: string) =>
  page.locator(`input[placeholder="${placeholder}"], textarea[placeholder="${placeholder}"]`)

/** A NutUI cell by its exact title (the cell, not the title, takes the tap). */
export const cell = (page: Page, title: string) => page.locator('.nut-cell').filter({ has: page.getByText(title, { exact: true }) })

export async function expectToast(page: Page, text: string) {
  // The toast wrapper has no box of its own (its content is position: fixed); wait for the text inside it.
  await page.locator('.taro__toast').getByText(text).waitFor({ timeout: 10000 })
}

/** Signs in with an SMS code from the bind-phone page, which must be open. */
export async function signInBySms(page: Page, phone: string) {
  await field(page, '请输入手机号').fill(phone)
  await page.getByTestId('send-code').click()
  const code = await readSmsCode(phone)
  await field(page, '请输入6位验证码').fill(code)
  await page.locator('.agreement-check .nut-checkbox').click()
  await page.getByTestId('sms-login-submit').click()
}

export async function signInByPassword(page: Page, phone: string, password: string) {
  await page.getByText('密码登录', { exact: true }).click()
  await field(page, '请输入手机号（账号）').fill(phone)
  await field(page, '请输入密码').fill(password)
  await page.locator('.agreement-check .nut-checkbox').click()
  await page.getByTestId('password-login-submit').click()
}

/** A demo account's session, signed in through the API with the demo password (for pages opened already signed in). */
export async function signInByApi(phone: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${baseUrl()}/api/bindPhoneByPswd`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password: 'Demo@2026' })
  })
  const json = await res.json()
  if (!json.data) throw new Error(`signing in ${phone} by API was refused (HTTP ${res.status}): ${json.message}`)
  return json.data
}

/**
 * A phone context signed in as the demo account `phone` with a session of its own (plus `locale` when given). The app
 * rotates its token at launch (GET /api/current) and the old one lives 60 s more, so a token handed to one page must
 * not be handed to another page or used by the test's API calls after that.
 */
export async function newSignedInPhone(browser: Browser, phone: string, locale?: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { token, user } = await signInByApi(phone)
  return newPhone(browser, { token, userInfo: JSON.stringify(user), ...(locale ? { locale } : {}) }, options)
}

/**
 * A demo operator's console session, signed in through the console's own sign-in (POST /api/admin/login) with the
 * demo password: the console's API takes no app session. Refuses an operator whose sign-in asks for a TOTP code.
 */
export async function signInConsoleByApi(phone: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'password', phone, password: 'Demo@2026' })
  })
  const json = await res.json()
  if (json.data?.step !== 'done') throw new Error(`console sign-in of ${phone} by API did not end in a session (HTTP ${res.status}): ${json.message ?? json.data?.step}`)
  return { token: json.data.token, user: json.data.user }
}

/**
 * A desktop console context of its own, signed in as `phone` (a fresh console session), in `locale`. Its own session
 * because the console rotates its token at launch (GET /api/current) and the old one lives 60 s more: a token shared
 * between contexts, or with the test's API calls, stops working a minute after the first page used it.
 * The token and language are written once, before the console starts, so a sign-out or switch during the test sticks.
 */
export async function newConsole(browser: Browser, phone: string, locale = 'zh-Hans'): Promise<{ context: BrowserContext; page: Page }> {
  const { token } = await signInConsoleByApi(phone)
  const { context, page } = await newDesktop(browser)
  await page.setViewportSize({ width: 1280, height: 800 })
  await context.addInitScript(([tokenKey, value, localeKey, lang]) => {
    if (!localStorage.getItem('__e2e_seeded')) {
      localStorage.setItem('__e2e_seeded', '1')
      localStorage.setItem(tokenKey, value)
      localStorage.setItem(localeKey, lang)
    }
  }, ['fitedu-admin-token', token, 'fitedu-admin-locale', locale])
  return { context, page }
}

/** Waits for the H5 navigation bar to show the title. */
export const titleIs = (page: Page, title: string) =>
  page.waitForFunction((t) => document.querySelector('.taro-navigation-bar-title')?.textContent === t, title, { timeout: 15000 })

/** A new learner signed up by SMS code (a fresh phone, holding nothing): its session. */
export async function signedUpLearner(): Promise<{ token: string; user: unknown }> {
  const phone = `139${String(Date.now()).slice(-8)}`
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json())
  await post('/api/sms', { phone, scene: 'login' })
  const answer = await post('/api/bindPhoneBySms', { phone, code: await readSmsCode(phone) })
  return answer.data
}
