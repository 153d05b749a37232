// Every row of product rules §8's error catalogue in the real browser. The launch refresh (GET /api/current, made when a
// token and a user are stored) is the call we answer with each condition through request interception.
import type { Browser, Page } from 'playwright-core'
import { apiEnvelope, launchBrowser, newPhone, readTaroStorage, screenshot } from './helpers/browser'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

const storedUser = { id: 1, phone: '13800000001', name: '演示学员', avatar: '', roles: ['learner'], hasPassword: true }
const signedInStorage = { token: 'stored-token', userInfo: JSON.stringify(storedUser) }

async function openWithCurrentAnswer(answer: Parameters<Page['route']>[1]) {
  const { context, page } = await newPhone(browser, signedInStorage)
  let calls = 0
  await page.route('**/api/current', (route, request) => { calls += 1; return (answer as any)(route, request) })
  await page.goto('/pages/entry/mine')
  return { context, page, calls: () => calls }
}

describe('error catalogue (product rules §8)', () => {
  it('goes to the bind-phone page on 401', async () => {
    const { context, page } = await openWithCurrentAnswer((route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"status":0,"message":"请先登录"}' }))
    await page.waitForURL('**/pages/boot/bindPhone')
    await page.waitForFunction(() => document.title === '登录')
    expect(await readTaroStorage(page, 'token')).toBe('')
    await context.close()
  })

  it('goes to the bind-phone page on 403', async () => {
    const { context, page } = await openWithCurrentAnswer((route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"status":0,"message":"无权访问"}' }))
    await page.waitForURL('**/pages/boot/bindPhone')
    await context.close()
  })

  it('toasts 服务器出了一些问题~ for 3000 ms with no icon on another status', async () => {
    const { context, page } = await openWithCurrentAnswer((route) => route.fulfill({ status: 500, body: 'boom' }))
    const toast = page.getByText('服务器出了一些问题~')
    await toast.waitFor()
    const shownAt = Date.now()
    await screenshot(page, 'error-toast-500')
    // Taro draws the icon as the toast's first paragraph; with icon 'none' it is hidden.
    expect(await page.$eval('.taro__toast p', (icon) => getComputedStyle(icon).display)).toBe('none')
    await toast.waitFor({ state: 'hidden', timeout: 6000 })
    const shownFor = Date.now() - shownAt
    expect(shownFor).toBeGreaterThan(2300)
    expect(shownFor).toBeLessThan(4500)
    expect(page.url()).toContain('/pages/entry/mine')
    await context.close()
  })

  it('shows the message in a modal with 确认 and no cancel when status is falsy', async () => {
    const { context, page } = await openWithCurrentAnswer((route) => route.fulfill(apiEnvelope(null, 0, '账号已被停用，请联系客服')))
    const modal = page.locator('.taro__modal')
    await modal.getByText('账号已被停用，请联系客服').waitFor()
    const buttons = await modal.locator('.taro-model__btn:visible').allInnerTexts()
    expect(buttons).toEqual(['确认'])
    await screenshot(page, 'error-modal')
    await modal.locator('.taro-model__confirm').click()
    await modal.getByText('账号已被停用，请联系客服').waitFor({ state: 'hidden' })
    await context.close()
  })

  it('resolves normally: the stored session is refreshed from the answer', async () => {
    const { context, page } = await openWithCurrentAnswer((route) =>
      route.fulfill(apiEnvelope({ token: 'fresh-token', user: { ...storedUser, name: '刷新后的名字' } })))
    await page.getByText('刷新后的名字').waitFor()
    expect(await readTaroStorage(page, 'token')).toBe('fresh-token')
    await context.close()
  })

  it('shows nothing when the network fails', async () => {
    const { context, page, calls } = await openWithCurrentAnswer((route) => route.abort('internetdisconnected'))
    await page.getByTestId('mine-logged-in').waitFor()
    await page.waitForTimeout(800)
    expect(calls()).toBe(1)
    expect(await page.locator('.taro__toast:visible, .taro__modal:visible').count()).toBe(0)
    expect(page.url()).toContain('/pages/entry/mine')
    await context.close()
  })
})
