// Deep links to every page that needs a signed-in user (the route table's signIn): a signed-out visitor is sent to
// the login page as soon as the page is shown (src/shared/sign-in-gate.ts), before any call of the page goes out.
// shell.e2e.ts opens the pages open to visitors.
import type { Browser } from 'playwright-core'
import { launchBrowser } from './helpers/browser'
import { expectDeepLink, registeredRoutes } from './helpers/routes'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

const cases = registeredRoutes().filter((r) => r.signIn).map((r) => r.path)

it.each(cases)('opens /%s directly and ends on the login page', (path) => expectDeepLink(browser, path, '登录'))
