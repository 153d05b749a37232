// WeChat Pay against the local fake (startFakeWechatPay): signed JSAPI and Native prepay requests, notifications
// applied once however often they are replayed, forged or mismatched ones refused with nothing changed, the query
// fallback, closing at WeChat on cancel, and money for an order that cannot take it flagged, not dropped.
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { payments } from '../../../server/src/db/schema'
import { PAYMENT_NOTIFY_PATH } from '../../../server/src/integrations/payment/config'
import { chinaRfc3339 } from '@contract/china-time'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/wechat-pay/fake-wechat-pay'
import { linkOpenid, seedGoods } from '../helpers/commerce/fixtures'
import { ledgerOf, orderRow, placeOrder, type Api } from '../helpers/commerce/shop'
import { notify } from '../helpers/commerce/wechat'
import { cancelOrder, confirmSandboxPayment, getOrder, getPaymentState, startPayment } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let fake: FakeWechatPay
let t: TestApp
let api: Api
const clock = testClock(Date.now())
beforeAll(async () => {
  fake = await startFakeWechatPay('public-key')
  t = await createTestApp(fake.env, { now: clock.now })
  api = caller(t)
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const pay = (token: string, orderId: number, channel: string) => callApiRaw(t.app, startPayment, { params: { id: orderId }, body: { channel }, token })
const lastRequest = () => fake.requests.at(-1)!

async function unpaidOrder(priceFen = 19_900) {
  const user = await t.createUser()
  const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen, title: '普拉提导师课程' }))
  return { user, order }
}

async function nativeOrder(priceFen = 19_900) {
  const { user, order } = await unpaidOrder(priceFen)
  expectOk(await pay(user.token, order.id, 'native'))
  return { user, order, outTradeNo: `${order.orderNo}N` }
}

describe('starting a payment', () => {
  it('Native: a signed prepay with the order amount, expiry and notify URL; answers the code_url', async () => {
    const { user, order } = await unpaidOrder(19_900)
    const start = expectOk<any>(await pay(user.token, order.id, 'native'))
    expect(start).toEqual({ method: 'wechat_native', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) })
    const request = lastRequest()
    expect(request.url).toBe('/v3/pay/transactions/native')
    expect(request.body).toMatchObject({
      appid: fake.config.appid,
      mchid: fake.config.mchid,
      out_trade_no: `${order.orderNo}N`,
      description: '普拉提导师课程',
      time_expire: chinaRfc3339(order.payDeadline),
      notify_url: `${fake.config.notifyBaseUrl}${PAYMENT_NOTIFY_PATH}`,
      amount: { total: 19_900, currency: 'CNY' }
    })
    const auth = request.authorization!
    const signed = `POST\n/v3/pay/transactions/native\n${auth.timestamp}\n${auth.nonce_str}\n${request.rawBody}\n`
    expect(auth).toMatchObject({ schema: 'WECHATPAY2-SHA256-RSA2048', mchid: fake.config.mchid, serial_no: fake.config.merchantSerialNo })
    expect(crypto.verify('sha256', Buffer.from(signed), fake.merchantPublicKey, Buffer.from(auth.signature, 'base64'))).toBe(true)
  })

  it('JSAPI: needs the payer openid under the payment AppID, then answers signed requestPayment parameters', async () => {
    const { user, order } = await unpaidOrder()
    const refusal = '请在微信小程序中支付，或使用扫码支付'
    expectRefusal(await pay(user.token, order.id, 'jsapi'), 'OPENID_REQUIRED', refusal)
    const other = await unpaidOrder()
    await linkOpenid(t.db, other.user.id, 'wx0000000000000000') // a different mini-program
    expectRefusal(await pay(other.user.token, other.order.id, 'jsapi'), 'OPENID_REQUIRED', refusal)

    const openid = await linkOpenid(t.db, user.id, fake.config.appid)
    const start = expectOk<any>(await pay(user.token, order.id, 'jsapi'))
    expect(start.method).toBe('wechat_jsapi')
    expect(lastRequest().body).toMatchObject({ out_trade_no: `${order.orderNo}J`, payer: { openid } })
    const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = start.jsapi
    expect({ appId, signType }).toEqual({ appId: fake.config.appid, signType: 'RSA' })
    expect(pkg).toMatch(/^prepay_id=wx/)
    const message = `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`
    expect(crypto.verify('sha256', Buffer.from(message), fake.merchantPublicKey, Buffer.from(paySign, 'base64'))).toBe(true)
  })

  it('refuses the sandbox channel, and has no sandbox confirm route', async () => {
    const { user, order } = await unpaidOrder()
    expectRefusal(await pay(user.token, order.id, 'sandbox'), 'PAY_CHANNEL_UNAVAILABLE')
    const confirm = await callApiRaw(t.app, confirmSandboxPayment, { body: { orderId: order.id, sandboxToken: 'x.y' }, token: user.token })
    expect(confirm.statusCode).toBe(404)
    expect(confirm.json()).toMatchObject({ status: 0, code: 'NOT_FOUND' })
  })

  it('reuses the attempt of a method: same out_trade_no and amount on a retry', async () => {
    const { user, order } = await unpaidOrder()
    expectOk(await pay(user.token, order.id, 'native'))
    expectOk(await pay(user.token, order.id, 'native'))
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ outTradeNo: `${order.orderNo}N`, method: 'wechat_native', amountFen: 19_900, status: 'started' })
  })
})

describe('payment notifications', () => {
  it('applies a valid notification once, however often it is replayed (100 times)', async () => {
    const { user, order, outTradeNo } = await nativeOrder(25_000)
    const message = fake.paymentNotification({ outTradeNo, totalFen: 25_000, transactionId: '4200000001' })
    const answers = await Promise.all(Array.from({ length: 100 }, () => notify(t, message)))
    for (const res of answers) expect(res.statusCode).toBe(204)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', paymentMethod: 'wechat_native', transactionId: '4200000001' })
    expect(await ledgerOf(t, user.id)).toEqual([{ change: 250, reason: 'purchase', orderNo: order.orderNo }])
    expect(t.logs.filter((l) => l.includes('"order paid"'))).toHaveLength(1)
  })

  type Case = [string, (outTradeNo: string) => { headers: Record<string, string>; rawBody: string }, number]
  const cases: Case[] = [
    ['a body changed after signing', (no) => fake.paymentNotification({ outTradeNo: no, totalFen: 19_900 }, { alterBody: (b) => b.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }), 401],
    ['a wrong serial', (no) => fake.paymentNotification({ outTradeNo: no, totalFen: 19_900 }, { serial: 'PUB_KEY_ID_0000' }), 401],
    ['a stale timestamp', (no) => fake.paymentNotification({ outTradeNo: no, totalFen: 19_900 }, { timestamp: Math.floor(Date.now() / 1000) - 600 }), 401],
    ['another APIv3 key', (no) => fake.paymentNotification({ outTradeNo: no, totalFen: 19_900 }, { apiV3Key: 'x'.repeat(32) }), 401],
    ['a wrong amount', (no) => fake.paymentNotification({ outTradeNo: no, totalFen: 1 }), 400],
    ['another appid', (no) => fake.paymentNotification({ outTradeNo: no, totalFen: 19_900, appid: 'wx9999999999999999' }), 400],
    ['another mchid', (no) => fake.paymentNotification({ outTradeNo: no, totalFen: 19_900, mchid: '1900009999' }), 400],
    ['an unknown out_trade_no', () => fake.paymentNotification({ outTradeNo: 'NOSUCHTRADE1', totalFen: 19_900 }), 400]
  ]
  it.each(cases)('refuses %s with FAIL and changes nothing', async (_name, make, status) => {
    const { user, order, outTradeNo } = await nativeOrder(19_900)
    const res = await notify(t, make(outTradeNo))
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ code: 'FAIL' })
    expect((await orderRow(t, order.id)).status).toBe('unpaid')
    expect(await ledgerOf(t, user.id)).toEqual([])
    expect(expectOk(await callApi(t.app, getOrder, { params: { id: order.id }, token: user.token })).status).toBe('unpaid')
  })

  it('answers 204 and applies nothing for a state that is not a success', async () => {
    const { order, outTradeNo } = await nativeOrder()
    const res = await notify(t, fake.paymentNotification({ outTradeNo, totalFen: 19_900, tradeState: 'PAYERROR' }))
    expect(res.statusCode).toBe(204)
    expect((await orderRow(t, order.id)).status).toBe('unpaid')
  })
})

describe('query fallback and closing', () => {
  it('finds a payment whose notification is late by asking WeChat while payView polls', async () => {
    const { user, order, outTradeNo } = await nativeOrder()
    expect(expectOk(await callApi(t.app, getPaymentState, { params: { id: order.id }, token: user.token })).status).toBe('unpaid')
    fake.markPaid(outTradeNo)
    clock.advance(3000)
    const state = expectOk(await callApi(t.app, getPaymentState, { params: { id: order.id }, token: user.token }))
    expect(state.status).toBe('paid')
    expect(state.paidAt).not.toBeNull()
  })

  it('closes the payment at WeChat when the order is cancelled', async () => {
    const { user, order, outTradeNo } = await nativeOrder()
    expectOk(await callApi(t.app, cancelOrder, { params: { id: order.id }, token: user.token }))
    expect(fake.state.transactions.get(outTradeNo)?.trade_state).toBe('CLOSED')
    expect(fake.requests.some((r) => r.url === `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`)).toBe(true)
  })

  it('applies the payment instead when the payer paid just before the cancel (ORDERPAID)', async () => {
    const { user, order, outTradeNo } = await nativeOrder()
    fake.markPaid(outTradeNo)
    expectRefusal(await callApi(t.app, cancelOrder, { params: { id: order.id }, token: user.token }), 'ORDER_PAID')
    expect((await orderRow(t, order.id)).status).toBe('paid')
  })

  it('records money for a closed order and flags it for a refund, without reopening the order', async () => {
    const { user, order, outTradeNo } = await nativeOrder()
    expectOk(await callApi(t.app, cancelOrder, { params: { id: order.id }, token: user.token }))
    const message = fake.paymentNotification({ outTradeNo, totalFen: 19_900 })
    expect((await notify(t, message)).statusCode).toBe(204)
    expect((await notify(t, message)).statusCode).toBe(204)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'closed', paymentIssue: 'paid_after_close' })
    const [attempt] = await t.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo))
    expect(attempt.status).toBe('paid')
    expect(t.logs.filter((l) => l.includes('refund by hand') && l.includes(order.orderNo))).toHaveLength(1)
  })

  it('flags a second payment of the same order through another method', async () => {
    const { user, order, outTradeNo } = await nativeOrder()
    await linkOpenid(t.db, user.id, fake.config.appid)
    expectOk(await pay(user.token, order.id, 'jsapi'))
    expect((await notify(t, fake.paymentNotification({ outTradeNo, totalFen: 19_900 }))).statusCode).toBe(204)
    const twice = fake.paymentNotification({ outTradeNo: `${order.orderNo}J`, totalFen: 19_900 })
    expect((await notify(t, twice)).statusCode).toBe(204)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', paymentMethod: 'wechat_native', paymentIssue: 'paid_twice' })
    expect(expectOk(await callApi(t.app, getOrder, { params: { id: order.id }, token: user.token }))).not.toHaveProperty('paymentIssue')
  })
})
