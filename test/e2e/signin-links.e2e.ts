// Deep links to every page that needs a signed-in user (the route table's signIn): a signed-out visitor gets the
// login page in its place (src/shared/platform/first-address.ts): that page's title and content never show, no call
// of it goes out, and signing in continues to it. shell.e2e.ts opens the pages open to visitors.
import type { Browser } from 'playwright-core'
import { signInByPassword } from './helpers/account'
import { launchBrowser, newPhone } from './helpers/browser'
import { expectDeepLink, registeredRoutes } from './helpers/routes'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

const cases = registeredRoutes().filter((r) => r.signIn).map((r) => r.path)

it.each(cases)('opens /%s directly and ends on the login page', (path) => expectDeepLink(browser, path, '登录'))

it('continues to the page asked for once the visitor signs in', async () => {
  const { context, page } = await newPhone(browser)
  await page.goto('/pages/mine/couponList')
  await page.waitForURL('**/pages/boot/bindPhone*')
  await signInByPassword(page, '13800000001', 'Demo@2026')
  await page.waitForURL('**/pages/mine/couponList*', { timeout: 15000 })
  await page.waitForFunction(() => document.title === '我的优惠券', undefined, { timeout: 15000 })
  await context.close()
})
