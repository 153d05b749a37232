// Refunds through WeChat Pay (the local fake): the payout request under the stored out_refund_no, the refund
// notification completing it once however often it comes, forged or mismatched notifications refused with nothing
// changed, a refund WeChat cannot finish left for a person, and a paying refund that can no longer be rejected.
import { eq } from 'drizzle-orm'
import { refunds } from '../../../server/src/db/schema'
import { REFUND_NOTIFY_PATH } from '../../../server/src/integrations/payment/config'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/wechat-pay/fake-wechat-pay'
import { seedGoods } from '../helpers/commerce/fixtures'
import { ledgerOf, orderRow, placeOrder, type Api } from '../helpers/commerce/shop'
import { notify } from '../helpers/commerce/wechat'
import { approveRefund, payoutRefund, rejectRefund } from '@contract/commerce/admin-endpoints'
import { getRefund, requestRefund, startPayment } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let fake: FakeWechatPay
let t: TestApp
let api: Api
let admin: { id: number; token: string }
const clock = testClock(Date.now())
beforeAll(async () => {
  fake = await startFakeWechatPay('platform-certificate')
  t = await createTestApp(fake.env, { now: clock.now })
  api = caller(t)
  admin = await t.createUser({ roles: ['admin', 'finance'] })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

/** A 99-yuan order paid by Native through a genuine notification, with a full refund asked and approved. */
async function payingRefund(amountFen = 9_900) {
  const user = await t.createUser()
  const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen: 9_900 }))
  expectOk(await callApi(t.app, startPayment, { params: { id: order.id }, body: { channel: 'native' }, token: user.token }))
  const outTradeNo = `${order.orderNo}N`
  fake.markPaid(outTradeNo)
  expect((await notify(t, fake.paymentNotification({ outTradeNo, totalFen: 9_900 }))).statusCode).toBe(204)
  const asked = expectOk(await callApi(t.app, requestRefund, { params: { id: order.id }, body: { reason: '时间冲突', amountFen }, token: user.token }))
  expectOk(await callApi(t.app, approveRefund, { params: { id: asked.id }, body: { note: 'ok' }, token: admin.token }))
  const approved = expectOk(await callApi(t.app, payoutRefund, { params: { id: asked.id }, body: {}, token: admin.token }))
  const outRefundNo = `${order.orderNo}R1`
  const message = (status?: 'SUCCESS' | 'CLOSED' | 'ABNORMAL', refundFen = amountFen) =>
    fake.refundNotification({ outTradeNo, outRefundNo, refundFen, totalFen: 9_900, status })
  return { user, order, refund: approved, outTradeNo, outRefundNo, message }
}

const refundRow = async (id: number) => (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0]

it('paying out asks WeChat for the payout under the stored out_refund_no and waits in paying', async () => {
  const { order, refund, outTradeNo, outRefundNo } = await payingRefund()
  expect(refund).toMatchObject({ status: 'paying', result: '退款处理中', paidAt: null })
  const request = fake.requests.find((r) => r.url === '/v3/refund/domestic/refunds' && r.body?.out_refund_no === outRefundNo)
  expect(request?.body).toMatchObject({
    out_trade_no: outTradeNo,
    out_refund_no: outRefundNo,
    reason: '时间冲突',
    notify_url: `${fake.config.notifyBaseUrl}${REFUND_NOTIFY_PATH}`,
    amount: { refund: 9_900, total: 9_900, currency: 'CNY' }
  })
  expect(await refundRow(refund.id)).toMatchObject({ providerStatus: 'PROCESSING' })
  expect((await orderRow(t, order.id)).status).toBe('refunding')
})

it('completes on the refund notification, once however often it is replayed (20 times)', async () => {
  const { user, order, refund, message } = await payingRefund()
  const signed = message('SUCCESS')
  const answers = await Promise.all(Array.from({ length: 20 }, () => notify(t, signed, 'refund')))
  for (const res of answers) expect(res.statusCode).toBe(204)
  expect(await refundRow(refund.id)).toMatchObject({ status: 'approved', providerStatus: 'SUCCESS', result: '退款成功' })
  expect((await orderRow(t, order.id)).status).toBe('refunded')
  expect((await ledgerOf(t, user.id)).map((e) => e.change)).toEqual([99, -99])
  const seen = expectOk(await callApi(t.app, getRefund, { params: { id: order.id }, token: user.token }))!
  expect(seen.status).toBe('approved')
  expect(seen.paidAt).not.toBeNull()
})

it('refuses forged and mismatched refund notifications and changes nothing', async () => {
  const { refund, message, outTradeNo } = await payingRefund()
  const tampered = fake.refundNotification(
    { outTradeNo, outRefundNo: (await refundRow(refund.id)).outRefundNo, refundFen: 9_900, totalFen: 9_900 },
    { alterBody: (body) => body.replace('"REFUND.SUCCESS"', '"REFUND.SUCCESS" ') }
  )
  expect((await notify(t, tampered, 'refund')).statusCode).toBe(401)
  expect((await notify(t, message('SUCCESS', 100), 'refund')).statusCode).toBe(400)
  const unknown = fake.refundNotification({ outTradeNo, outRefundNo: 'NOSUCHREFUND1', refundFen: 9_900, totalFen: 9_900 })
  expect((await notify(t, unknown, 'refund')).statusCode).toBe(400)
  const payment = fake.paymentNotification({ outTradeNo, totalFen: 9_900 }) // a payment message at the refund URL
  expect((await notify(t, payment, 'refund')).statusCode).toBe(400)
  expect((await refundRow(refund.id)).status).toBe('paying')
})

it('leaves a refund WeChat cannot finish (ABNORMAL) paying, tells the learner, and logs it for a person', async () => {
  const { refund, message, outRefundNo } = await payingRefund()
  expect((await notify(t, message('ABNORMAL'), 'refund')).statusCode).toBe(204)
  expect(await refundRow(refund.id)).toMatchObject({ status: 'paying', providerStatus: 'ABNORMAL', result: '退款遇到问题，客服将联系您处理' })
  expect(t.logs.some((l) => l.includes('refund needs a person') && l.includes(outRefundNo))).toBe(true)
})

it('cannot reject a refund whose money may be moving; paying out again retries the same payout', async () => {
  const { refund, outRefundNo } = await payingRefund()
  const reject = await callApiRaw(t.app, rejectRefund, { params: { id: refund.id }, body: {}, token: admin.token })
  expectRefusal(reject, 'REFUND_STATE', /退款申请退款中.*不能拒绝/)
  const before = fake.requests.filter((r) => r.body?.out_refund_no === outRefundNo).length
  expect(expectOk(await callApi(t.app, payoutRefund, { params: { id: refund.id }, token: admin.token })).status).toBe('paying')
  expect(fake.requests.filter((r) => r.body?.out_refund_no === outRefundNo)).toHaveLength(before + 1)
  expect(await refundRow(refund.id)).toMatchObject({ status: 'paying', outRefundNo, providerStatus: 'PROCESSING' })
})
