// Chromium (chromium.ts) at a phone viewport, plus small helpers the journeys share.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from 'playwright-core'
import { connectChromium } from './chromium'
import { currentServer } from './server'

export const ARTIFACTS = 'test/e2e/artifacts'
export const VIEWPORT = { width: 375, height: 812 }
/** A phone in China (the app writes every time on China time whatever the phone's zone; a test may set another). */
export const PHONE = { viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' }

export function baseUrl(): string {
  return currentServer().baseUrl
}

/** The file's browser: a connection to its worker's Chromium (chromium.ts). */
export function launchBrowser(): Promise<Browser> {
  return connectChromium()
}

/**
 * What no page may do during the e2e run: an uncaught error, or anything the Content-Security-Policy refused.
 * newPhone watches every page of its context; after each test of a file importing this helper, what was seen
 * during that test fails it (registered here so every journey gets the check without repeating it).
 */
const pageProblems: string[] = []
let expectedProblems: RegExp[] = []

/** For a test that breaks the page on purpose (e.g. aborts its scripts): what it may see, for this test only. */
export function expectPageProblems(...patterns: RegExp[]): void {
  expectedProblems.push(...patterns)
}

function watchPage(page: Page): void {
  page.on('pageerror', (error) => {
    const where = (error.stack ?? '').split('\n').slice(1, 4).map((line) => line.trim()).join(' < ')
    pageProblems.push(`uncaught error on ${page.url()}: ${error.message}${where ? ` (${where})` : ''}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      pageProblems.push(`CSP violation on ${page.url()}: ${message.text()}`)
    }
  })
}

afterEach(() => {
  const seen = pageProblems.splice(0).filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)))
  expectedProblems = []
  expect(seen).toEqual([])
})

/** A fresh phone-sized context; storage entries are written in Taro's H5 format before the app starts. */
/** `options` overrides the phone's context options (e.g. another timezoneId). */
export async function newPhone(browser: Browser, storage: Record<string, unknown> = {}, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), ...options })
  if (Object.keys(storage).length) {
    await context.addInitScript((entries) => {
      if (location.protocol === 'about:') return // the blank first document has no storage of its own
      if (sessionStorage.getItem('__e2e_seeded')) return
      sessionStorage.setItem('__e2e_seeded', '1')
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify({ data: value }))
    }, storage)
  }
  context.on('page', watchPage)
  const page = await context.newPage()
  return { context, page }
}

/** The back office's size: a desktop browser in China (the console is not made for phones). */
/**
 * An operator's desktop. It asks for reduced motion, which the console honours (no dialog or menu animations): a click
 * sent while a dialog was still zooming in could land beside its target on a loaded machine (CI recorded a refund
 * reason that was never picked and an approval whose confirm never took).
 */
export const DESKTOP = { viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' as const }

/** A fresh desktop context for the back office, watched like the phone's. */
export async function newDesktop(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl() })
  context.on('page', watchPage)
  const page = await context.newPage()
  return { context, page }
}

/**
 * Resolves once every finite animation and transition running in the page has ended (at most 2 s): a spinner that
 * never ends is not waited for. Most screenshots are taken on a still page and wait for little.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
    const timeout = new Promise((resolve) => setTimeout(resolve, 2000))
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => null))), timeout])
  }).catch(() => undefined) // the page navigated meanwhile: nothing left to wait for
}

/** A download's content as text, read over the connection (a file's browser is remote: download.path() is refused). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const path = join(ARTIFACTS, `${name}.png`)
  await page.waitForTimeout(100) // an animation the last step starts a frame later
  await animationsSettled(page) // Taro's page slide-in, a popup's fade
  await page.screenshot({ path })
  return path
}

/** Reads a value the app stored with Taro.setStorageSync. */
export async function readTaroStorage(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k)
    return raw ? JSON.parse(raw).data : undefined
  }, key)
}

export function apiEnvelope(data: unknown, status: 0 | 1 = 1, message = '') {
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ status, message, data }) }
}

/**
 * Turns the picker's first wheel by `rows` rows with a real touch drag (NutUI's wheels follow touch events only).
 * The drag stops a third of a row past the target, as a finger does, so the wheel snaps onto the row and reports it.
 */
export async function turnPickerWheel(page: Page, rows: number): Promise<void> {
  const wheel = page.locator('.nut-pickerview-list').first()
  const box = await wheel.boundingBox()
  const rowHeight = await page.locator('.nut-pickerview-roller-item').first().evaluate((el) => el.getBoundingClientRect().height)
  if (!box) throw new Error('the picker has no wheel on screen')
  const cdp = await page.context().newCDPSession(page)
  const x = box.x + box.width / 2
  const from = box.y + box.height / 2
  const distance = (rows + 0.3) * rowHeight
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
  await touch('touchStart', from)
  for (let step = 1; step <= 10; step++) {
    await touch('touchMove', from - (distance * step) / 10)
    await page.waitForTimeout(16)
  }
  await touch('touchEnd', from - distance)
  await cdp.detach()
}
