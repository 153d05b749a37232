// The console's two-step sign-in and sign-in log as an operator meets them (issue 25): the demo finance account
// (13800000010, which no other journey signs in with) turns TOTP on from 两步验证 by scanning (here: reading) the
// key and typing a first code; signing in again then asks for the code after the password; a wrong password and
// the successful sign-ins appear in 登录记录. The admin's 定时任务 page shows the job queue's scheduled jobs, in three
// languages. Screenshots (1280×800) go to test/e2e/artifacts.
import { createHmac } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { newConsole, signInConsoleByApi } from './helpers/account'
import { listJobs } from '@contract/system/admin-endpoints'
import { launchBrowser, newDesktop, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const FINANCE = '13800000010'
const PASSWORD = 'Demo@2026'
const VIEW = { width: 1280, height: 800 }
const STEP_MS = 30_000

let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

async function freshPage(): Promise<Page> {
  const { context, page } = await newDesktop(browser)
  contexts.push(context)
  await page.setViewportSize(VIEW)
  return page
}

async function submitPassword(page: Page, password: string) {
  await page.goto('/admin/login')
  await page.getByPlaceholder('请输入手机号').fill(FINANCE)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.getByRole('button', { name: /^登\s*录$/ }).click()
}

/** RFC 6238 written out here (not otplib, which the server uses): the server must agree with an independent one. */
function totp(secret: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...secret.replace(/=+$/, '')].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('')
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / STEP_MS)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1] & 0xf
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/** A code of a later 30-second step than `after` (a code is taken once, so the next sign-in waits for a new one). */
async function freshCode(secret: string, after: number): Promise<{ code: string; step: number }> {
  const wait = (after + 1) * STEP_MS - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500))
  const now = Date.now()
  return { code: totp(secret, now), step: Math.floor(now / STEP_MS) }
}

let secret = ''
let lastStep = 0

it('turns two-step sign-in on from 两步验证 with the key and a first code', async () => {
  const page = await freshPage()
  await submitPassword(page, PASSWORD)
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await page.goto('/admin/two-step')
  await page.getByText('未开启').waitFor()
  await page.getByRole('button', { name: '开启两步验证' }).click()
  await page.getByTestId('totp-qr').waitFor()
  secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  expect(await page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  await screenshot(page, 'admin-security-enrol')
  const first = await freshCode(secret, 0)
  lastStep = first.step
  await page.getByPlaceholder('请输入 6 位动态验证码').fill(first.code)
  await page.getByRole('button', { name: '确认开启' }).click()
  await page.getByText('已开启', { exact: true }).waitFor()
  expect(await page.getByRole('button', { name: '关闭两步验证' }).count()).toBe(1)
})

it('asks for the code after the password, and signs in with it', async () => {
  const wrong = await freshPage()
  await submitPassword(wrong, 'Wrong@2026')
  await wrong.getByText('手机号或密码错误').waitFor()

  const page = await freshPage()
  await submitPassword(page, PASSWORD)
  await page.getByText('请输入身份验证器 App 中的 6 位动态验证码').waitFor()
  expect(new URL(page.url()).pathname).toMatch(/\/login$/)
  await screenshot(page, 'admin-security-totp-step')
  const next = await freshCode(secret, lastStep)
  lastStep = next.step
  await page.getByPlaceholder('请输入 6 位动态验证码').fill(next.code)
  await page.getByRole('button', { name: '验证并登录' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))

  await page.goto('/admin/sign-ins')
  const rows = page.locator('.ant-table-tbody tr.ant-table-row')
  await rows.first().waitFor()
  expect(await rows.first().textContent()).toContain('登录成功')
  expect(await page.locator('.ant-table-tbody').textContent()).toContain('密码或验证码错误')
  await screenshot(page, 'admin-security-sign-ins')
})

const ADMIN = '13800000009'
const JOB_TEXTS = {
  'zh-Hans': {
    title: '定时任务', names: { 'class-notices': '发送上课提醒', 'order-sweep': '关闭超时未付订单', 'exam-sweep': '到时自动交卷' }, everyMinute: '每分钟',
    states: { waiting: '未执行', ok: '正常', retrying: '重试中', failed: '失败' }
  },
  'zh-Hant': {
    title: '定時任務', names: { 'class-notices': '發送上課提醒', 'order-sweep': '關閉逾時未付訂單', 'exam-sweep': '到時自動交卷' }, everyMinute: '每分鐘',
    states: { waiting: '未執行', ok: '正常', retrying: '重試中', failed: '失敗' }
  },
  en: {
    title: 'Timed jobs', names: { 'class-notices': 'Send class reminders', 'order-sweep': 'Close unpaid orders past their time', 'exam-sweep': 'Hand in exams at their deadline' },
    everyMinute: 'Every minute', states: { waiting: 'Not run yet', ok: 'OK', retrying: 'Retrying', failed: 'Failed' }
  }
} as const

it('shows the admin the scheduled jobs of the job queue, when each runs and its state, in 定时任务', async () => {
  const { token } = await signInConsoleByApi(ADMIN)
  const jobs = await viaContract(listJobs, { token })
  expect(jobs.map((job) => job.name)).toEqual(['class-notices', 'exam-sweep', 'order-sweep'])
  for (const locale of ['zh-Hans', 'zh-Hant', 'en'] as const) {
    const { context, page } = await newConsole(browser, ADMIN, locale)
    contexts.push(context)
    const texts = JOB_TEXTS[locale]
    await page.goto('/admin/jobs')
    await page.getByText(texts.title, { exact: true }).first().waitFor()
    const body = page.locator('.ant-table-tbody')
    for (const job of jobs) {
      const row = body.locator('tr.ant-table-row', { hasText: texts.names[job.name as keyof typeof texts.names] })
      await row.waitFor()
      const text = await row.textContent()
      expect(text).toContain(texts.everyMinute)
      // A round may end between the API's answer and the page's: either state the job can be in by then.
      expect([texts.states[job.state], texts.states.ok].some((state) => text?.includes(state))).toBe(true)
    }
    await screenshot(page, `admin-jobs-${locale}`)
  }
})
