// The pay page offers the ways to pay that fit where the H5 site runs, on the embedded default whose
// sandbox offers both WeChat Pay and Alipay (Alipay's sandbox twin signs its notifications RSA2 and goes through
// Alipay's notification path). WeChat browser → WeChat only; Alipay browser → Alipay only; a phone's own browser →
// Alipay and WeChat H5 to choose from; a desktop → the WeChat QR at once with Alipay page pay next to it. Each pays
// on the sandbox and sees 已支付; the chooser is photographed in each container.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, PHONE, readTaroStorage, screenshot } from './helpers/browser'
import { signInByPassword } from './helpers/account'
import { startServer, stopServer } from './helpers/server'
import { callApi } from './helpers/api'

const LEARNER = '13800000001'
const DEMO_PASSWORD = 'Demo@2026'
const UA = {
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  alipay: 'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2166A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 AlipayClient/10.5.36.8000 Language/zh-Hans',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
}

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
let token = ''
const contexts: BrowserContext[] = []

function api<T>(path: string, body?: unknown): Promise<T> {
  return callApi<T>(server.baseUrl, path, { token, body })
}

/** An unpaid order for one of the demo lectures (no address needed), made through the API. */
async function orderFor(title: string): Promise<{ id: number }> {
  const lectures = await api<{ list: Array<{ id: number; title: string }> }>('/api/goods?kind=lecture&size=20')
  const lecture = lectures.list.find((g) => g.title === title)!
  const detail = await api<{ agreements: Array<{ id: number }>; classes: Array<{ id: number; status: string; seatsLeft: number }> }>(`/api/goods/${lecture.id}`)
  // Offline lectures are held in classes: take one still open for enrolment.
  const open = detail.classes.find((c) => (c.status === 'upcoming' || c.status === 'ongoing') && c.seatsLeft > 0)
  return api('/api/order', {
    clientRequestId: crypto.randomUUID(), goodsId: lecture.id, points: 0, agreementIds: detail.agreements.map((a) => a.id),
    ...(open ? { classId: open.id } : {})
  })
}

/** A signed-in phone (or desktop) with this user agent. */
async function device(userAgent: string, desktop = false, locale = 'zh-Hans'): Promise<Page> {
  const options = desktop ? { viewport: { width: 1280, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' } : PHONE
  const context = await browser.newContext({ ...options, baseURL: server.baseUrl, userAgent })
  await context.addInitScript(([value, lang]) => {
    localStorage.setItem('token', JSON.stringify({ data: value }))
    localStorage.setItem('locale', JSON.stringify({ data: lang }))
  }, [token, locale])
  contexts.push(context)
  return context.newPage()
}

/** 去支付 from the order; answers the pay methods the chooser shows (none when there is only one). */
async function toPayPage(page: Page, orderId: number): Promise<string[]> {
  await page.goto(`/pages/order/reConfirmOrder?id=${orderId}`)
  await page.getByTestId('pay-now').click()
  await page.getByTestId('transform').waitFor()
  await page.waitForLoadState('networkidle')
  return page.locator('[data-testid^=pay-method-]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('pay-method-', '')))
}

async function confirmAndSeePaid(page: Page, orderId: number, method: string, shot?: string) {
  await page.getByTestId('sandbox-confirm').click()
  await page.waitForURL('**/pages/order/payView**')
  await page.locator('[data-testid=pay-view][data-status=paid]').waitFor()
  await page.locator('[data-testid=pay-banner][data-state=paid]').waitFor()
  if (shot) await screenshot(page, shot)
  const order = await api<{ status: string; paymentMethod: string; transactionId: string | null }>(`/api/order/${orderId}`)
  expect(order).toMatchObject({ status: 'paid', paymentMethod: method })
  await page.goto(`/pages/order/detailOrder?id=${orderId}`)
  await page.locator('[data-testid=order-detail][data-status=paid]').waitFor()
  await page.getByText('已支付').first().waitFor()
  return order
}

beforeAll(async () => {
  server = await startServer({})
  browser = await launchBrowser()
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto('/pages/boot/bindPhone')
  await signInByPassword(page, LEARNER, DEMO_PASSWORD)
  await page.waitForURL('**/pages/entry/index')
  token = String(await readTaroStorage(page, 'token'))
}, 180000)
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
  if (server) await stopServer(server)
})

it('WeChat browser: WeChat Pay only (QR on the sandbox without an official account); pays; 已支付', async () => {
  const order = await orderFor('功能性训练讲座')
  const page = await device(UA.wechat)
  expect(await toPayPage(page, order.id)).toEqual([])
  await screenshot(page, 'pay-methods-wechat')
  await confirmAndSeePaid(page, order.id, 'sandbox')
})

it('Alipay browser: Alipay only, through Alipay’s notification path; pays; 已支付 with a trade number', async () => {
  const order = await orderFor('健身教练职业发展讲座')
  const page = await device(UA.alipay)
  expect(await toPayPage(page, order.id)).toEqual([])
  await screenshot(page, 'pay-methods-alipay')
  // Alipay's synchronous return (its parameters appended, here forged) only shows the result page, which asks us.
  const back = `/pages/order/payView?id=${order.id}&out_trade_no=X&trade_no=2026&total_amount=99.00&method=alipay.trade.wap.pay.return&sign=forged`
  await page.goto(back)
  await page.locator('[data-testid=pay-view][data-status=unpaid]').waitFor()
  await page.locator('[data-testid=pay-banner][data-state=unpaid]').waitFor()
  await page.getByTestId('time-left').waitFor()
  await screenshot(page, 'pay-methods-return-unpaid')
  expect((await api<{ status: string }>(`/api/order/${order.id}`)).status).toBe('unpaid')
  await page.goBack()
  await page.getByTestId('sandbox-confirm').waitFor()
  const paid = await confirmAndSeePaid(page, order.id, 'alipay_wap')
  expect(paid.transactionId).toMatch(/^SANDBOX/)
  await page.goBack()
  await page.getByTestId('paid-transaction').getByText(paid.transactionId!, { exact: false }).waitFor()
  await screenshot(page, 'pay-methods-alipay-paid')
  await page.getByText(paid.transactionId!).waitFor() // order detail shows the provider's number
  await page.getByText('支付流水号').waitFor()
})

it('a phone’s own browser: Alipay and WeChat H5 to choose from; WeChat H5 pays; 已支付', async () => {
  const order = await orderFor('运动营养入门讲座')
  const page = await device(UA.mobile)
  expect(await toPayPage(page, order.id)).toEqual(['alipay_wap', 'h5'])
  expect(await page.getByTestId('sandbox-confirm').count()).toBe(0) // nothing starts before the payer picks
  await screenshot(page, 'pay-methods-mobile')
  for (const [locale, texts] of [['zh-Hant', ['選擇付款方式', '支付寶']], ['en', ['Choose how to pay', 'Alipay']]] as const) {
    const other = await device(UA.mobile, false, locale)
    expect(await toPayPage(other, order.id)).toEqual(['alipay_wap', 'h5'])
    for (const text of texts) await other.getByTestId('method-chooser').getByText(text, { exact: true }).waitFor()
    await screenshot(other, `pay-methods-mobile-${locale}`)
  }
  await page.getByTestId('pay-method-h5').click()
  await confirmAndSeePaid(page, order.id, 'sandbox', 'pay-methods-paid')
})

it('desktop: the WeChat QR at once, Alipay page pay next to it; Alipay pays; 已支付', async () => {
  const order = await orderFor('女性力量训练公开课')
  const page = await device(UA.desktop, true)
  expect(await toPayPage(page, order.id)).toEqual(['native', 'alipay_page'])
  await screenshot(page, 'pay-methods-desktop')
  await page.getByTestId('pay-method-alipay_page').click()
  await page.locator('[data-testid=pay-method-alipay_page][data-selected=true]').waitFor()
  await confirmAndSeePaid(page, order.id, 'alipay_page')
})
