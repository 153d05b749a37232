// Paying inside the Alipay app: the H5 site opened with Alipay's user agent (AlipayClient), on a server configured
// for Alipay against the local fake gateway (a real alipay.trade.wap.pay URL, signed by our key, stamped Beijing
// time). 去支付 → the pay page starts the one way that fits there and leaves for Alipay by itself → the gateway's
// cashier (the browser really is there) → 确认付款 → Alipay's notification to our server → back to our return URL
// → 支付成功 with Alipay's trade number. The public origin of notify_url and return_url (shop.example.com) is
// answered by the local server, as a load balancer would.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startFakeAlipay, type FakeAlipay } from '../api/helpers/alipay/fake-alipay'
import { launchBrowser, PHONE, screenshot } from './helpers/browser'
import { startServer, stopServer } from './helpers/server'
import { callApi } from './helpers/api'

const LEARNER = '13800000001'
const DEMO_PASSWORD = 'Demo@2026'
const ALIPAY_UA =
  'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2166A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 ' +
  'Mobile Safari/537.36 AlipayClient/10.5.36.8000 Language/zh-Hans'
const PUBLIC_ORIGIN = 'https://shop.example.com'

let alipay: FakeAlipay
let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
let context: BrowserContext
let page: Page
let token = ''

function api<T>(path: string, body?: unknown): Promise<T> {
  return callApi<T>(server.baseUrl, path, { token, body })
}

/** An unpaid order for a demo lecture (no address needed), made through the API. */
async function lectureOrder(title: string): Promise<{ id: number; amountDueFen: number }> {
  const lectures = await api<{ list: Array<{ id: number; title: string }> }>('/api/goods?kind=lecture&size=20')
  const lecture = lectures.list.find((g) => g.title === title)!
  const detail = await api<{ agreements: Array<{ id: number }>; classes: Array<{ id: number; status: string; seatsLeft: number }> }>(`/api/goods/${lecture.id}`)
  const open = detail.classes.find((c) => (c.status === 'upcoming' || c.status === 'ongoing') && c.seatsLeft > 0)
  return api('/api/order', {
    clientRequestId: crypto.randomUUID(), goodsId: lecture.id, points: 0, agreementIds: detail.agreements.map((a) => a.id),
    ...(open ? { classId: open.id } : {})
  })
}

beforeAll(async () => {
  alipay = await startFakeAlipay()
  server = await startServer({ ...alipay.env, ALIPAY_NOTIFY_BASE_URL: PUBLIC_ORIGIN, PAYMENT_RETURN_BASE_URL: PUBLIC_ORIGIN })
  alipay.knobs.notifyOrigin = server.baseUrl
  const signIn = await fetch(`${server.baseUrl}/api/bindPhoneByPswd`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: LEARNER, password: DEMO_PASSWORD })
  })
  token = (await signIn.json()).data.token
  browser = await launchBrowser()
  context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl, userAgent: ALIPAY_UA })
  await context.addInitScript((value) => {
    if (location.protocol === 'about:') return
    localStorage.setItem('token', JSON.stringify({ data: value }))
    localStorage.setItem('locale', JSON.stringify({ data: 'zh-Hans' }))
  }, token)
  await context.route(`${PUBLIC_ORIGIN}/**`, async (route) => {
    const asked = new URL(route.request().url())
    await route.fulfill({ status: 302, headers: { location: `${server.baseUrl}${asked.pathname}${asked.search}` } })
  })
  page = await context.newPage()
}, 180000)
afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) await stopServer(server)
  await alipay?.close()
})

it('Alipay browser: 去支付 leaves for Alipay’s cashier by itself; paying there returns to 支付成功', async () => {
  const order = await lectureOrder('健身教练职业发展讲座')
  await page.goto(`/pages/order/reConfirmOrder?id=${order.id}`)
  await page.getByTestId('pay-now').click()

  // The browser arrives at the gateway with our signed wap pay URL: no chooser, no button to press on our side.
  await page.waitForURL((url) => url.href.startsWith(alipay.gateway), { timeout: 30000 })
  const asked = new URL(page.url())
  expect(asked.searchParams.get('method')).toBe('alipay.trade.wap.pay')
  const biz = JSON.parse(asked.searchParams.get('biz_content')!) as Record<string, string>
  expect(biz).toMatchObject({ product_code: 'QUICK_WAP_WAY', total_amount: (order.amountDueFen / 100).toFixed(2) })
  expect(asked.searchParams.get('return_url')).toBe(`${PUBLIC_ORIGIN}/pages/order/payView?id=${order.id}`)
  await page.getByTestId('fake-alipay-cashier').waitFor()
  await page.getByTestId('fake-alipay-amount').getByText(`¥${biz.total_amount}`).waitFor()
  await screenshot(page, 'alipay-browser-cashier')

  await page.getByTestId('fake-alipay-pay').click()
  await page.waitForURL(`${server.baseUrl}/pages/order/payView**`)
  await page.locator('[data-testid=pay-view][data-status=paid]').waitFor()
  await page.locator('[data-testid=pay-banner][data-state=paid]').waitFor()
  await screenshot(page, 'alipay-browser-paid')
  expect(alipay.delivered.at(-1)).toMatchObject({ status: 200, body: 'success' })
  const tradeNo = alipay.trades.get(String(biz.out_trade_no))!.tradeNo
  const paid = await api<{ status: string; paymentMethod: string; transactionId: string | null }>(`/api/order/${order.id}`)
  expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'alipay_wap', transactionId: tradeNo })
})
