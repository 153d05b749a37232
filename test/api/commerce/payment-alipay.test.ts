// Alipay against the local fake gateway (startFakeAlipay), next to WeChat Pay's fake: signed wap/page pay URLs,
// notifications verified with Alipay's key and applied once however often they are replayed, forgeries and
// mismatches refused with nothing changed (never a 5xx), the trade.query fallback, trade.close on cancel, refunds
// with a stable out_request_no and the refund query when the answer is lost, and an order paid by both methods.
import { eq } from 'drizzle-orm'
import type { Refund } from '@contract/commerce/schemas'
import { payments } from '../../../server/src/db/schema'
import { ALIPAY_NOTIFY_PATH } from '../../../server/src/integrations/alipay'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { startFakeAlipay, type FakeAlipay, FAKE_ALIPAY_APP_ID } from '../helpers/alipay/fake-alipay'
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/wechat-pay/fake-wechat-pay'
import { seedGoods } from '../helpers/commerce/fixtures'
import { orderRow, placeOrder, type Api } from '../helpers/commerce/shop'
import { notify } from '../helpers/commerce/wechat'
import { commerceContext } from '../helpers/commerce/context'
import { createPaymentProvider } from '../../../server/src/integrations/payment'
import { createAlipay } from '../../../server/src/integrations/alipay'
import { settleStuckAutoRefunds } from '../../../server/src/contexts/commerce'
import { approveRefund, payoutRefund } from '@contract/commerce/admin-endpoints'
import { cancelOrder, getOrder, getPayMethods, getPaymentState, requestRefund, startPayment } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let alipay: FakeAlipay
let wechat: FakeWechatPay
let t: TestApp
let api: Api
let admin: { id: number; token: string }
const clock = testClock(Date.now())
beforeAll(async () => {
  alipay = await startFakeAlipay()
  wechat = await startFakeWechatPay('public-key')
  t = await createTestApp({ ...wechat.env, ...alipay.env, PAYMENT_RETURN_BASE_URL: 'https://shop.example.com' }, { now: clock.now })
  api = caller(t)
  admin = await t.createUser({ roles: ['admin', 'finance'] })
})
afterAll(async () => {
  await t.close()
  await alipay.close()
  await wechat.close()
})

/** Finance's two steps: approve, then pay out; answers the payout. */
async function approveAndPay(id: number) {
  expectOk(await callApi(t.app, approveRefund, { params: { id: id }, body: { note: 'ok' }, token: admin.token }))
  return payout(id)
}
const payout = (id: number) => callApiRaw(t.app, payoutRefund, { params: { id: id }, token: admin.token })

const pay = (token: string, orderId: number, channel: string) => callApiRaw(t.app, startPayment, { params: { id: orderId }, body: { channel }, token })
const post = (body: string) =>
  t.app.inject({ method: 'POST', url: ALIPAY_NOTIFY_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body })

async function startedAlipay(priceFen = 19_900, channel = 'alipay_wap') {
  const user = await t.createUser()
  const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen, title: '普拉提导师课程' }))
  const start = expectOk<{ method: string; payUrl: string }>(await pay(user.token, order.id, channel))
  const opened = alipay.open(start.payUrl)
  return { user, order, start, opened, outTradeNo: String(opened.biz.out_trade_no) }
}

const attemptRows = async (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)

describe('starting an Alipay payment', () => {
  it('wap: a pay URL signed with the merchant key, the amount in yuan, expiry, notify and return URLs', async () => {
    const { order, start, opened, outTradeNo } = await startedAlipay(19_900)
    expect(start.method).toBe('alipay_wap')
    expect(outTradeNo).toBe(`${order.orderNo}A`)
    expect(opened.method).toBe('alipay.trade.wap.pay')
    expect(opened.params).toMatchObject({
      app_id: FAKE_ALIPAY_APP_ID,
      sign_type: 'RSA2',
      notify_url: `http://127.0.0.1:3000${ALIPAY_NOTIFY_PATH}`,
      return_url: `https://shop.example.com/pages/order/payView?id=${order.id}`
    })
    expect(opened.biz).toMatchObject({ total_amount: '199.00', subject: '普拉提导师课程', product_code: 'QUICK_WAP_WAY' })
    expect(opened.biz.time_expire).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('page pay on a desktop; methods offered are both providers', async () => {
    const { opened } = await startedAlipay(100, 'alipay_page')
    expect(opened.method).toBe('alipay.trade.page.pay')
    expect(opened.biz).toMatchObject({ total_amount: '1.00', product_code: 'FAST_INSTANT_TRADE_PAY' })
    const user = await t.createUser()
    expect(expectOk(await callApi(t.app, getPayMethods, { token: user.token }))).toEqual({ providers: ['wechat', 'alipay'], wechatOaJsapi: true, sandbox: false })
  })
})

describe('Alipay notifications', () => {
  it('a genuine one pays the order once, under 20 sequential and 10 concurrent replays', async () => {
    const { order, outTradeNo } = await startedAlipay(19_900)
    const body = alipay.notification(alipay.pay(outTradeNo))
    const first = await post(body)
    expect([first.statusCode, first.body]).toEqual([200, 'success'])
    const paid = await orderRow(t, order.id)
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'alipay_wap', transactionId: alipay.trades.get(outTradeNo)!.tradeNo })
    for (let i = 0; i < 20; i += 1) expect((await post(body)).body).toBe('success')
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => post(body)))
    expect(concurrent.map((r) => r.body)).toEqual(Array(10).fill('success'))
    expect(await orderRow(t, order.id)).toEqual(paid)
  })

  it.each([
    ['forged signature', (f: Record<string, string>) => alipay.notification(f, alipay.strangerKey)],
    ['wrong amount', (f: Record<string, string>) => alipay.notification({ ...f, total_amount: '0.01' })],
    ['wrong app id', (f: Record<string, string>) => alipay.notification({ ...f, app_id: '2021000999999999' })],
    ['wrong seller', (f: Record<string, string>) => alipay.notification({ ...f, seller_id: '2088999999999999' })],
    ['unknown order', (f: Record<string, string>) => alipay.notification({ ...f, out_trade_no: '20260101000000999999A' })],
    ['tampered field', (f: Record<string, string>) => alipay.notification(f).replace('total_amount=199.00', 'total_amount=1.00')],
    ['repeated field', (f: Record<string, string>) => `${alipay.notification(f)}&out_trade_no=X`],
    ['not a form', () => '{"trade_status":"TRADE_SUCCESS"}'],
    // Only RSA2 is ours: a genuine SHA1withRSA signature by Alipay's own key is refused whatever it is labelled.
    ['SHA1 signature labelled RSA', (f: Record<string, string>) => alipay.notification(f, undefined, { algorithm: 'sha1', signType: 'RSA' })],
    ['SHA1 signature labelled RSA2', (f: Record<string, string>) => alipay.notification(f, undefined, { algorithm: 'sha1', signType: 'RSA2' })],
    ['SHA1 signature without sign_type', (f: Record<string, string>) => alipay.notification(f, undefined, { algorithm: 'sha1', signType: null })],
    ['SHA256 signature labelled RSA', (f: Record<string, string>) => alipay.notification(f, undefined, { algorithm: 'sha256', signType: 'RSA' })]
  ])('%s: refused with "fail", nothing changes, never a 5xx', async (_name, forge) => {
    const { order, outTradeNo } = await startedAlipay(19_900)
    const fields = alipay.pay(outTradeNo)
    const before = await orderRow(t, order.id)
    const res = await post(forge(fields))
    expect(res.statusCode).toBe(400)
    expect(res.body).toBe('fail')
    expect(await orderRow(t, order.id)).toEqual(before)
    expect((await attemptRows(order.id)).map((a) => a.status)).toEqual(['started'])
  })
})

describe('without a notification', () => {
  it('the pay page poll asks alipay.trade.query and applies the answer (signed by Alipay)', async () => {
    const { user, order, outTradeNo } = await startedAlipay(5_000)
    alipay.pay(outTradeNo)
    const state = expectOk(await callApi(t.app, getPaymentState, { params: { id: order.id }, token: user.token }))
    expect(state.status).toBe('paid')
    expect(alipay.calls.at(-1)).toMatchObject({ method: 'alipay.trade.query', biz: { out_trade_no: outTradeNo } })
  })

  it('an answer not signed by Alipay is not believed', async () => {
    const { user, order, outTradeNo } = await startedAlipay(5_000)
    alipay.pay(outTradeNo)
    alipay.knobs.forgeAnswers = true
    clock.advance(5_000)
    try {
      expect(expectOk(await callApi(t.app, getPaymentState, { params: { id: order.id }, token: user.token })).status).toBe('unpaid')
    } finally {
      alipay.knobs.forgeAnswers = false
    }
  })

  it('cancelling closes the trade at Alipay first (alipay.trade.close)', async () => {
    const { user, order, outTradeNo } = await startedAlipay(5_000)
    expect(expectOk(await callApi(t.app, cancelOrder, { params: { id: order.id }, body: {}, token: user.token })).status).toBe('closed')
    expect(alipay.calls.some((c) => c.method === 'alipay.trade.close' && c.biz.out_trade_no === outTradeNo)).toBe(true)
    expect(alipay.trades.get(outTradeNo)!.status).toBe('TRADE_CLOSED')
  })
})

it('an expired order closes its Alipay trade first (alipay.trade.close), then closes', async () => {
  const { user, order, outTradeNo } = await startedAlipay(5_000)
  clock.advance(31 * 60 * 1000)
  try {
    expect(expectOk(await callApi(t.app, getOrder, { params: { id: order.id }, token: user.token })).status).toBe('closed')
  } finally {
    clock.advance(-31 * 60 * 1000)
  }
  expect(alipay.calls.some((c) => c.method === 'alipay.trade.close' && c.biz.out_trade_no === outTradeNo)).toBe(true)
  expect(alipay.trades.get(outTradeNo)!.status).toBe('TRADE_CLOSED')
})

describe('refunds go back through Alipay', () => {
  async function paidByAlipay(priceFen = 9_900) {
    const started = await startedAlipay(priceFen)
    expect((await post(alipay.notification(alipay.pay(started.outTradeNo)))).body).toBe('success')
    const asked = expectOk(await callApi(t.app, requestRefund, { params: { id: started.order.id }, body: { reason: '时间冲突', amountFen: priceFen }, token: started.user.token }))
    return { ...started, asked }
  }

  it('alipay.trade.refund with out_request_no = the refund number; done at once', async () => {
    const { order, outTradeNo, asked } = await paidByAlipay()
    const approved = expectOk<Refund>(await approveAndPay(asked.id))
    expect(approved.status).toBe('approved')
    expect(alipay.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.refund',
      biz: { out_trade_no: outTradeNo, out_request_no: `${order.orderNo}R1`, refund_amount: '99.00' }
    })
    expect((await orderRow(t, order.id)).status).toBe('refunded')
  })

  it('an answer not signed by Alipay is no answer: the refund stays paying and a later payout finishes it', async () => {
    const { order, asked } = await paidByAlipay()
    alipay.knobs.forgeAnswers = true
    try {
      expectRefusal(await approveAndPay(asked.id), 'REFUND_PAYOUT_UNKNOWN')
    } finally {
      alipay.knobs.forgeAnswers = false
    }
    expect((await orderRow(t, order.id)).status).toBe('refunding')
    expect(expectOk<Refund>(await payout(asked.id)).status).toBe('approved')
    expect((await orderRow(t, order.id)).status).toBe('refunded')
  })

  it('when the answer is lost, alipay.trade.fastpay.refund.query finds the refund and completes it', async () => {
    const { order, outTradeNo, asked } = await paidByAlipay()
    alipay.knobs.loseAnswerOf.add('alipay.trade.refund')
    const approved = expectOk<Refund>(await approveAndPay(asked.id))
    // Alipay refunded but the answer never came back: the refund query says so, and that completes the refund.
    expect(approved.status).toBe('approved')
    expect(alipay.calls.at(-1)).toMatchObject({ method: 'alipay.trade.fastpay.refund.query', biz: { out_request_no: `${order.orderNo}R1` } })
    expect((await orderRow(t, order.id)).status).toBe('refunded')
    // Paying out again changes nothing and calls nothing.
    const again = await payout(asked.id)
    expectRefusal(again, 'REFUND_STATE')
    // Whatever the transport retried, every refund call carried the same out_request_no: money moved once.
    const refundCalls = alipay.calls.filter((c) => c.method === 'alipay.trade.refund' && c.biz.out_trade_no === outTradeNo)
    expect(new Set(refundCalls.map((c) => c.biz.out_request_no))).toEqual(new Set([`${order.orderNo}R1`]))
    expect([...alipay.trades.get(outTradeNo)!.refunds.values()]).toEqual(['99.00'])
  })
})

describe('one order, two methods', () => {
  it('paid by WeChat and by Alipay: the first is kept, the second refunded automatically and recorded', async () => {
    const { user, order, outTradeNo: alipayNo } = await startedAlipay(9_900)
    expectOk(await pay(user.token, order.id, 'native'))
    const wechatNo = `${order.orderNo}N`
    wechat.markPaid(wechatNo)
    expect((await notify(t, wechat.paymentNotification({ outTradeNo: wechatNo, totalFen: 9_900 }))).statusCode).toBe(204)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', paymentMethod: 'wechat_native' })

    expect((await post(alipay.notification(alipay.pay(alipayNo)))).body).toBe('success')
    const row = await orderRow(t, order.id)
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'wechat_native', paymentIssue: 'paid_twice' })
    const second = (await attemptRows(order.id)).find((a) => a.method === 'alipay_wap')!
    expect(second).toMatchObject({ status: 'paid', autoRefundNo: `${alipayNo}X`, autoRefundStatus: 'refunded' })
    expect(alipay.trades.get(alipayNo)!.refunds.get(`${alipayNo}X`)).toBe('99.00')
    // Replays of the second payment, one after another and ten at once, refund nothing more.
    const replay = alipay.notification(alipay.pay(alipayNo))
    expect((await post(replay)).body).toBe('success')
    expect((await Promise.all(Array.from({ length: 10 }, () => post(replay)))).map((r) => r.body)).toEqual(Array(10).fill('success'))
    expect(alipay.calls.filter((c) => c.method === 'alipay.trade.refund' && c.biz.out_trade_no === alipayNo)).toHaveLength(1)
  })
})

it('a second payment arriving ten times at once is refunded exactly once', async () => {
  const { user, order, outTradeNo: alipayNo } = await startedAlipay(6_600)
  expectOk(await pay(user.token, order.id, 'native'))
  wechat.markPaid(`${order.orderNo}N`)
  expect((await notify(t, wechat.paymentNotification({ outTradeNo: `${order.orderNo}N`, totalFen: 6_600 }))).statusCode).toBe(204)
  const second = alipay.notification(alipay.pay(alipayNo))
  const answers = await Promise.all(Array.from({ length: 10 }, () => post(second)))
  expect(answers.map((r) => r.body)).toEqual(Array(10).fill('success'))
  expect(alipay.calls.filter((c) => c.method === 'alipay.trade.refund' && c.biz.out_trade_no === alipayNo)).toHaveLength(1)
  expect((await attemptRows(order.id)).find((a) => a.method === 'alipay_wap')).toMatchObject({ autoRefundStatus: 'refunded' })
  expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', paymentMethod: 'wechat_native', paymentIssue: 'paid_twice' })
})

it('an automatic refund whose answer could not be trusted stays refunding until the sweep settles it', async () => {
  const { user, order, outTradeNo: alipayNo } = await startedAlipay(7_700)
  expectOk(await pay(user.token, order.id, 'native'))
  wechat.markPaid(`${order.orderNo}N`)
  expect((await notify(t, wechat.paymentNotification({ outTradeNo: `${order.orderNo}N`, totalFen: 7_700 }))).statusCode).toBe(204)
  alipay.knobs.forgeAnswers = true
  try {
    expect((await post(alipay.notification(alipay.pay(alipayNo)))).body).toBe('success')
  } finally {
    alipay.knobs.forgeAnswers = false
  }
  const second = async () => (await attemptRows(order.id)).find((a) => a.method === 'alipay_wap')!
  expect(await second()).toMatchObject({ autoRefundStatus: 'refunding', autoRefundNo: `${alipayNo}X` })

  const ctx = commerceContext(t, createPaymentProvider(t.config.payment), clock.now, createAlipay(t.config.payment))
  expect(await settleStuckAutoRefunds(ctx)).toBe(1)
  expect(await second()).toMatchObject({ autoRefundStatus: 'refunded' })
  expect([...alipay.trades.get(alipayNo)!.refunds.values()]).toEqual(['77.00'])
  expect(await settleStuckAutoRefunds(ctx)).toBe(0)
})
