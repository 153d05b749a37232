// Security headers and the Content-Security-Policy on what the real server serves from the real builds: the H5 site
// (its index, a deep link, a hashed bundle), the console (/admin/ and its bundle) and the API. Then both are opened in
// Chromium and must load without a single CSP violation (the policy is strict: no inline script but the hashed
// rem setter, no eval, no framing).
import { getHealth } from '@contract/system/endpoints'
import type { Browser } from 'playwright-core'
import { baseUrl, DESKTOP, launchBrowser, newPhone } from './helpers/browser'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

async function headersOf(path: string) {
  const res = await fetch(baseUrl() + path, { redirect: 'manual' })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

function expectSecure(path: string, headers: Headers, html: boolean) {
  const where = (name: string) => `${path} ${name}`
  expect([where('nosniff'), headers.get('x-content-type-options')]).toEqual([where('nosniff'), 'nosniff'])
  expect([where('referrer'), headers.get('referrer-policy')]).toEqual([where('referrer'), 'no-referrer'])
  expect([where('x-powered-by'), headers.get('x-powered-by')]).toEqual([where('x-powered-by'), null])
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  if (!html) return
  const csp = String(headers.get('content-security-policy'))
  const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? ''
  expect([where('csp default-src'), directive('default-src')]).toEqual([where('csp default-src'), "default-src 'self'"])
  expect(directive('script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/)
  expect(directive('object-src')).toBe("object-src 'none'")
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
  expect(directive('base-uri')).toBe("base-uri 'self'")
}

/** The first bundle an index.html loads. */
/** The first script a page names by its absolute path: a <script src> in the console, the URLs the H5 site's
 *  script at the end of <body> adds (ScriptsAfterFirstPaintPlugin). */
const bundleOf = (html: string) => /"(\/[^"]+\.js)"/.exec(html)?.[1]

it('sends the security headers and a strict CSP on the site, the console and the API', async () => {
  const site = await headersOf('/')
  expect(site.status).toBe(200)
  expectSecure('/', site.headers, true)
  expectSecure('/pages/entry/course', (await headersOf('/pages/entry/course')).headers, true)
  const siteBundle = bundleOf(site.text)
  expect(siteBundle).toBeDefined()
  expectSecure(siteBundle!, (await headersOf(siteBundle!)).headers, false)

  const console = await headersOf('/admin/')
  expect(console.status).toBe(200)
  expectSecure('/admin/', console.headers, true)
  const consoleBundle = bundleOf(console.text)
  expect(consoleBundle).toBeDefined()
  expectSecure(consoleBundle!, (await headersOf(consoleBundle!)).headers, false)

  const api = await headersOf(getHealth.path)
  expectSecure(getHealth.path, api.headers, false)
})

async function violationsOn(path: string, desktop: boolean): Promise<string[]> {
  const { context, page } = desktop ? await (async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl() })
    return { context, page: await context.newPage() }
  })() : await newPhone(browser)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const seen = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
  await context.close()
  return seen
}

it('loads the home page, a goods list and the console without one CSP violation', async () => {
  expect(await violationsOn('/pages/entry/index', false)).toEqual([])
  expect(await violationsOn('/pages/entry/course', false)).toEqual([])
  expect(await violationsOn('/admin/', true)).toEqual([])
})
