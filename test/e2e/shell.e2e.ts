// The app shell in a real browser: tab bar, deep links and titles, lazy page placeholders.
import type { Browser, Page } from 'playwright-core'
import { expectPageProblems, launchBrowser, newPhone, screenshot } from './helpers/browser'
import { expectDeepLink, registeredRoutes } from './helpers/routes'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

const TAB_LABELS = ['首页', '课程', '私教宝', '关于绿动', '我的']
const labelColors = (page: Page) => page.$$eval('.app-tab-bar__label', (els) => els.map((el) => getComputedStyle(el).color))

describe('tab bar', () => {
  it('shows five tabs with the spec colours, 50 px high, and switches between them', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/')
    await expect(page.waitForURL('**/pages/entry/index')).resolves.toBeUndefined()
    await page.getByTestId('tab-home').waitFor()
    expect(await page.$$eval('.app-tab-bar__label', (els) => els.map((el) => el.textContent))).toEqual(TAB_LABELS)
    const bar = await page.$eval('.app-tab-bar', (el) => el.getBoundingClientRect())
    expect(bar.height).toBe(50)
    expect(bar.bottom).toBe(812)
    // The selected label: the spec's #0DBC3B is app.config's selectedColor (the mini-program's label and the icon);
    // on H5 the label text is the theme's text green #067A25, since #0DBC3B at 10 px fails contrast (src/app.scss).
    expect(await labelColors(page)).toEqual(['rgb(6, 122, 37)', ...Array(4).fill('rgb(102, 102, 102)')])
    await screenshot(page, 'shell-home')

    await page.getByText('私教宝', { exact: true }).click()
    await page.waitForURL('**/pages/entry/train')
    await page.getByTestId('tab-train').waitFor()
    expect(await page.title()).toBe('私教宝')
    expect((await labelColors(page))[2]).toBe('rgb(6, 122, 37)')

    await page.getByText('我的', { exact: true }).click()
    await page.waitForURL('**/pages/entry/mine')
    await page.getByTestId('mine-logged-out').waitFor()
    await screenshot(page, 'shell-mine-logged-out')
    await context.close()
  })
})

describe('deep links', () => {
  // Pages open to visitors; signin-links.e2e.ts opens those that need a signed-in user (two files, so the two halves
  // of the route table run on the suite's two workers at once).
  const cases = registeredRoutes().filter((r) => !r.signIn).map((r) => [r.path, r.title] as const)

  it.each(cases)('opens /%s directly and ends on a page titled %s', (path, title) => expectDeepLink(browser, path, title))

  it('sends a signed-out visitor to the login page, which offers the way home', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/mine/orderList')
    await page.waitForURL('**/pages/boot/bindPhone*')
    await page.waitForFunction(() => document.title === '登录')
    // The deep link was rewritten to the login page before the router read it, so the login page is the first
    // page: its navigation bar offers home instead of back, and home is a page the visitor can open.
    await page.locator('.taro-navigation-bar-home').click()
    await page.waitForURL('**/pages/entry/index*')
    await context.close()
  })

  it('shows the school\'s green icon in the browser tab', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/entry/about')
    // A file, not a data: URL (src/index.html says why); the PNG is the green leaf.
    const href = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(href).toBe('/favicon.png')
    const icon = await page.request.get(href!)
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toBe('image/png')
    expect((await icon.body()).subarray(1, 4).toString()).toBe('PNG')
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png')
    await context.close()
  })

  it('says a link without the id it needs is incomplete', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/course/courseDetail')
    await page.getByText('链接无效').waitFor()
    await context.close()
  })

  it('passes query parameters to the page as inputs', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/mine/xyRichtext?type=privacy')
    await page.getByTestId('agreement-body').waitFor()
    await expect(page.getByTestId('agreement-body').innerText()).resolves.toContain('隐私政策')
    await context.close()
  })

  it('leaves a deep-linked page for the home tab when there is no history', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/mine/setting')
    await page.getByText('English').waitFor()
    expect(await page.locator('.app-tab-bar').isVisible()).toBe(false) // a page off the tabs has no tab bar
    await page.locator('.taro-navigation-bar-home').click()
    await page.waitForURL('**/pages/entry/index')
    await page.locator('.app-tab-bar').waitFor()
    expect(await page.locator('.app-tab-bar [aria-current=page]').innerText()).toBe('首页')
    await context.close()
  })
})

describe('lazy page placeholders', () => {
  it('shows the loading placeholder for a slow page and the tap-to-retry error for a failed one', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/')
    await page.getByTestId('tab-home').waitFor()
    // Slow down the next page's chunks: the placeholder appears (after 200 ms) and goes when the page arrives.
    const pageChunk = /\/js\/(?!app|vendors|nutui|common).*\.js$/
    await page.route(pageChunk, async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    // The tab bar's 课程 (the home page has its own: the entry grid, goods kinds).
    await page.locator('.app-tab-bar__label', { hasText: '课程' }).click()
    await page.getByTestId('page-loader').waitFor()
    expect(await page.getByTestId('page-loader').innerText()).toBe('加载中...')
    await page.getByTestId('tab-course').waitFor()
    await page.getByTestId('page-loader').waitFor({ state: 'detached' })

    // Now make page chunks fail: the error placeholder asks for a tap, and the tap retries.
    expectPageProblems(/Loading chunk \d+ failed/)
    await page.unroute(pageChunk)
    await page.route(pageChunk, (route) => route.abort())
    await page.getByText('私教宝', { exact: true }).click()
    const loader = page.getByTestId('page-loader')
    await page.waitForFunction(() => document.querySelector('[data-testid=page-loader]')?.getAttribute('data-state') === 'error')
    expect(await loader.innerText()).toBe('网络连接超时，请点击屏幕重试')
    await screenshot(page, 'shell-page-load-error')
    await page.unroute(pageChunk)
    await loader.click()
    await page.getByTestId('tab-train').waitFor()
    await context.close()
  })
})
