// WeChat H5 pay from a phone's own browser, against the fake WeChat Pay API (which checks our signature): the
// prepay carries the payer's IP and h5_info, the answer is WeChat's h5_url with our pay page as redirect_url, and
// the payment applies through the usual notification path. Also: which providers the server offers.
import crypto from 'node:crypto'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/wechat-pay/fake-wechat-pay'
import { seedGoods } from '../helpers/commerce/fixtures'
import { orderRow, placeOrder, type Api } from '../helpers/commerce/shop'
import { notify } from '../helpers/commerce/wechat'
import { getOrder, getPayMethods, startPayment } from '@contract/commerce/endpoints'
import { callApi } from '../helpers/contract'

let fake: FakeWechatPay
let t: TestApp
let api: Api
const clock = testClock(Date.now())
beforeAll(async () => {
  fake = await startFakeWechatPay('public-key')
  t = await createTestApp({ ...fake.env, PAYMENT_RETURN_BASE_URL: 'https://shop.example.com/' }, { now: clock.now })
  api = caller(t)
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

it('H5: a signed prepay with scene_info (payer IP, h5_info), answered with h5_url back to the pay page', async () => {
  const user = await t.createUser()
  const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen: 8_800 }))
  const start = expectOk(
    await callApi(t.app, startPayment, { params: { id: order.id }, body: { channel: 'h5' }, token: user.token, ip: '203.0.113.7' })
  )
  expect(start.method).toBe('wechat_h5')
  const request = fake.requests.at(-1)!
  expect(request.url).toBe('/v3/pay/transactions/h5')
  expect(request.body).toMatchObject({
    out_trade_no: `${order.orderNo}H`,
    amount: { total: 8_800, currency: 'CNY' },
    scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } }
  })
  const auth = request.authorization!
  const signed = `POST\n/v3/pay/transactions/h5\n${auth.timestamp}\n${auth.nonce_str}\n${request.rawBody}\n`
  expect(crypto.verify('sha256', Buffer.from(signed), fake.merchantPublicKey, Buffer.from(auth.signature, 'base64'))).toBe(true)
  const url = new URL(start.payUrl!)
  expect(url.origin).toBe('https://wx.tenpay.com')
  expect(url.searchParams.get('redirect_url')).toBe(`https://shop.example.com/pages/order/payView?id=${order.id}`)

  fake.markPaid(`${order.orderNo}H`)
  expect((await notify(t, fake.paymentNotification({ outTradeNo: `${order.orderNo}H`, totalFen: 8_800 }))).statusCode).toBe(204)
  expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', paymentMethod: 'wechat_h5' })
  const detail = expectOk(await callApi(t.app, getOrder, { params: { id: order.id }, token: user.token }))
  expect(detail).toMatchObject({ paymentMethod: 'wechat_h5', transactionId: expect.any(String) })
})

it('without Alipay configured, Alipay is neither offered nor accepted', async () => {
  const user = await t.createUser()
  expect(expectOk(await callApi(t.app, getPayMethods, { token: user.token }))).toEqual({ providers: ['wechat'], wechatOaJsapi: true, sandbox: false })
  const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen: 100 }))
  expectRefusal(await callApi(t.app, startPayment, { params: { id: order.id }, body: { channel: 'alipay_wap' }, token: user.token }), 'PAY_CHANNEL_UNAVAILABLE')
})
