// The pictures the server draws into a page's HTML before the framework runs (server/src/http/first-screen.ts,
// app.scss .first-screen--*): each must lie exactly where its page then draws the same picture, at a phone's width
// and a wider one (app.scss places them by hand, so a change to a page's layout must show up here), the page must
// draw the same bytes, and the placeholder must go: once the picture is drawn, and also when the page fails to load.
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPhone } from './helpers/browser'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

interface Box { x: number; y: number; width: number; height: number; src: string }

/** Records the placeholder's box and picture as the HTML drew it, before any script of the app has run. */
async function recordPlaceholder(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.querySelector<HTMLImageElement>('.first-screen img')
      const rect = img?.getBoundingClientRect()
      ;(window as unknown as { placeholder?: Box }).placeholder = rect && img
        ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height, src: img.src }
        : undefined
    })
  })
}

async function drawnBox(page: Page, selector: string): Promise<Box> {
  const picture = page.locator(selector).first()
  await picture.waitFor()
  await page.locator('.first-screen').waitFor({ state: 'detached' })
  return picture.evaluate((img: HTMLImageElement) => {
    const rect = img.getBoundingClientRect()
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, src: img.src }
  })
}

/** RemoteView's error state (common.remote.error). */
const ERROR_TEXT = '加载失败，请稍后重试'

const near = (a: number, b: number) => Math.abs(a - b) <= 1

function expectSameBox(placeholder: Box | undefined, drawn: Box) {
  expect(placeholder).toBeDefined()
  expect(placeholder!.src.startsWith('data:image/')).toBe(true) // the seed's pictures are small: inside the page
  const { x, y, width, height } = placeholder!
  expect([near(x, drawn.x), near(y, drawn.y), near(width, drawn.width), near(height, drawn.height)])
    .toEqual([true, true, true, true])
  expect(drawn.src).toBe(placeholder!.src) // the page drew the bytes it was served, not a second download
}

const PAGES = [
  { name: 'home', url: '/pages/entry/index', picture: '.banner-slide__image img' },
  { name: 'course tab', url: '/pages/entry/course', picture: '.goods-card__cover img' },
  { name: 'goods page', url: '/pages/course/courseDetail?id=1', picture: '.goods-header__cover img' }
]

describe.each([375, 414])('at %i px wide', (width) => {
  it.each(PAGES)('lays the $name placeholder exactly over the picture the page draws', async ({ url, picture }) => {
    const { context, page } = await newPhone(browser, {}, { viewport: { width, height: 812 } })
    await recordPlaceholder(page)
    await page.goto(url)
    const drawn = await drawnBox(page, picture)
    expectSameBox(await page.evaluate(() => (window as unknown as { placeholder?: Box }).placeholder), drawn)
    await context.close()
  })
})

it('removes a goods page\'s placeholder when the goods cannot be loaded', async () => {
  const { context, page } = await newPhone(browser)
  await page.route(/\/api\/goods\/1$/, (route) => route.abort())
  await recordPlaceholder(page)
  await page.goto('/pages/course/courseDetail?id=1')
  await page.getByText(ERROR_TEXT).waitFor()
  expect(await page.evaluate(() => Boolean((window as unknown as { placeholder?: Box }).placeholder))).toBe(true)
  await page.locator('.first-screen').waitFor({ state: 'detached' })
  await context.close()
})

it('removes the course tab\'s placeholder when its list comes back empty', async () => {
  const { context, page } = await newPhone(browser, { locale: 'zh-Hant' })
  // A 繁體 reader's tab asks the API (the served copy is Simplified): an empty answer leaves no card to replace it.
  await page.route(/\/api\/goods\?/, (route) => route.fulfill({
    json: { status: 1, message: '', data: { list: [], total: 0, page: 1, size: 10 } }
  }))
  await recordPlaceholder(page)
  await page.goto('/pages/entry/course')
  await page.getByTestId('tab-course').waitFor()
  await page.locator('.first-screen').waitFor({ state: 'detached' })
  expect(await page.evaluate(() => Boolean((window as unknown as { placeholder?: Box }).placeholder))).toBe(true)
  await context.close()
})
