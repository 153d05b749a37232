// Paying inside the WeChat browser: the H5 site, opened with WeChat's user agent, on a server configured
// for WeChat Pay and an official account (both local fakes). 去支付 → 网页授权 round trip (open.weixin.qq.com is
// answered here as WeChat would: straight back with a code) → WeChat's pay sheet (WeixinJSBridge, stubbed) opened
// with the official account's signed parameters → closed once, opened again → WeChat's notification → 支付成功.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PAYMENT_NOTIFY_PATH } from '../../server/src/integrations/payment/config'
import { startFakeWechatPay, type FakeWechatPay } from '../api/helpers/wechat-pay/fake-wechat-pay'
import { startFakeWechatOauth, type FakeWechatOauth } from '../api/helpers/commerce/fake-wechat-oauth'
import { launchBrowser, PHONE, readTaroStorage, screenshot } from './helpers/browser'
import { signInByPassword } from './helpers/account'
import { startServer, stopServer } from './helpers/server'
import { callApi } from './helpers/api'

const LEARNER = '13800000001'
const DEMO_PASSWORD = 'Demo@2026'
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN'
const OPENID = 'oE2eOfficialAccount0000000001'

let pay: FakeWechatPay
let oauth: FakeWechatOauth
let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
let context: BrowserContext
let page: Page
const authorizeUrls: URL[] = []

function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  return callApi<T>(server.baseUrl, path, { token, body })
}

/** WeChat's bridge as the page sees it: records each pay request and hands its callback to the test. */
function stubWeixinBridge() {
  const w = window as unknown as Record<string, unknown>
  const requests: unknown[] = []
  const answers: Array<(res: { err_msg: string }) => void> = []
  w.__payRequests = requests
  w.__answerPay = (errMsg: string) => answers.shift()?.({ err_msg: errMsg })
  w.WeixinJSBridge = {
    invoke(name: string, params: unknown, done: (res: { err_msg: string }) => void) {
      requests.push({ name, params })
      answers.push(done)
    }
  }
}

const payRequests = () => page.evaluate(() => (window as unknown as { __payRequests: Array<{ name: string; params: Record<string, string> }> }).__payRequests)
const answerPay = (errMsg: string) => page.evaluate((m) => (window as unknown as { __answerPay: (m: string) => void }).__answerPay(m), errMsg)

beforeAll(async () => {
  pay = await startFakeWechatPay('public-key')
  oauth = await startFakeWechatOauth(pay.env.WECHAT_OA_APPID, pay.env.WECHAT_OA_SECRET)
  server = await startServer({ ...pay.env, WECHAT_API_BASE: oauth.baseUrl })
  browser = await launchBrowser()
  context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl, userAgent: WECHAT_UA })
  await context.addInitScript(stubWeixinBridge)
  // 网页授权 with snsapi_base asks nothing: WeChat sends the browser straight back with a code and the same state.
  await context.route('https://open.weixin.qq.com/**', async (route) => {
    const asked = new URL(route.request().url())
    authorizeUrls.push(asked)
    const back = new URL(asked.searchParams.get('redirect_uri')!)
    back.searchParams.set('code', 'e2e-oauth-code')
    back.searchParams.set('state', asked.searchParams.get('state')!)
    await route.fulfill({ status: 302, headers: { location: back.toString() } })
  })
  oauth.codes.set('e2e-oauth-code', { openid: OPENID })
  page = await context.newPage()
}, 180000)
afterAll(async () => {
  await context?.close()
  await browser?.close()
  if (server) await stopServer(server)
  await Promise.all([pay?.close(), oauth?.close()])
})

it('pays by JSAPI under the official account after a 网页授权 round trip', async () => {
  await page.goto('/pages/boot/bindPhone')
  await signInByPassword(page, LEARNER, DEMO_PASSWORD)
  await page.waitForURL('**/pages/entry/index')
  const token = String(await readTaroStorage(page, 'token'))
  const lectures = await api<{ list: Array<{ id: number; title: string }> }>('/api/goods?kind=lecture&size=20', token)
  const lecture = lectures.list.find((g) => g.title === '运动营养入门讲座')!
  const detail = await api<{ agreements: Array<{ id: number }> }>(`/api/goods/${lecture.id}`, token)
  const order = await api<{ id: number; orderNo: string; amountDueFen?: number }>('/api/order', token, {
    clientRequestId: crypto.randomUUID(), goodsId: lecture.id, points: 0, agreementIds: detail.agreements.map((a) => a.id)
  })

  await page.goto(`/pages/order/reConfirmOrder?id=${order.id}`)
  await page.getByTestId('pay-now').click()
  await page.getByTestId('jsapi-pay').waitFor()
  expect(authorizeUrls).toHaveLength(1)
  expect(Object.fromEntries(authorizeUrls[0].searchParams)).toMatchObject({
    appid: pay.env.WECHAT_OA_APPID, response_type: 'code', scope: 'snsapi_base'
  })
  expect(page.url()).not.toContain('code=') // the used code is taken out of the address

  const [request] = await payRequests()
  expect(request.name).toBe('getBrandWCPayRequest')
  expect(request.params).toMatchObject({ appId: pay.env.WECHAT_OA_APPID, signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) })
  await answerPay('get_brand_wcpay_request:cancel')
  await page.getByTestId('jsapi-pay-again').waitFor()
  await screenshot(page, 'wechat-browser-pay-cancelled')
  await page.getByTestId('jsapi-pay-again').click()
  await page.waitForFunction(() => (window as unknown as { __payRequests: unknown[] }).__payRequests.length === 2)

  // WeChat tells the server; only then does the page say paid. The sheet's "ok" merely moves on to the result.
  const outTradeNo = `${order.orderNo}W`
  const total = pay.state.transactions.get(outTradeNo)!.amount as { total: number }
  const message = pay.paymentNotification({ outTradeNo, totalFen: total.total, appid: pay.env.WECHAT_OA_APPID, openid: OPENID })
  const notified = await fetch(server.baseUrl + PAYMENT_NOTIFY_PATH, { method: 'POST', headers: message.headers, body: message.rawBody })
  expect(notified.status).toBe(204)
  await answerPay('get_brand_wcpay_request:ok')
  await page.waitForURL('**/pages/order/payView**')
  await page.getByText('支付成功').waitFor()
  const paid = await api<{ status: string; paymentMethod: string }>(`/api/order/${order.id}`, token)
  expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'wechat_oa_jsapi' })
})
