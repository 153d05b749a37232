// The embedded default's payment: the pay page gets a sandbox token, confirms it, and the server applies the
// sandbox's signed notification through the same code as WeChat's. Also the payView poll with its query fallback,
// and the refusals around paying.
import { eq } from 'drizzle-orm'
import { userGoods } from '../../../server/src/db/schema'
import { createSandboxPaymentProvider } from '../../../server/src/integrations/payment/sandbox/provider'
import { PAYMENT_QUERY_INTERVAL_MS } from '../../../server/src/contexts/commerce'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { giveCoupon, seedGoods } from '../helpers/commerce/fixtures'
import { ledgerOf, placeOrder, sandboxPay, type Api } from '../helpers/commerce/shop'
import { cancelOrder, confirmSandboxPayment, getOrder, getPaymentState, startPayment } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
const provider = createSandboxPaymentProvider()
const clock = testClock(Date.now())
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now, payment: provider })
  api = caller(t)
})
afterAll(() => t.close())

const pay = (token: string, orderId: number, channel = 'sandbox') => callApiRaw(t.app, startPayment, { params: { id: orderId }, body: { channel }, token })
const state = (token: string, orderId: number) => callApiRaw(t.app, getPaymentState, { params: { id: orderId }, token })

describe('sandbox payment', () => {
  it('pays through start and confirm: order paid, goods granted, points earned once', async () => {
    const { id: userId, token } = await t.createUser()
    const goods = await seedGoods(t.db, { priceFen: 12_345 })
    const order = await placeOrder(api, token, goods)
    expect(expectOk(await state(token, order.id))).toEqual({ status: 'unpaid', paidAt: null })
    const paid = await sandboxPay(api, token, order.id)
    expect(paid.status).toBe('paid')
    expect(paid.paidAt).not.toBeNull()
    const detail = expectOk(await callApi(t.app, getOrder, { params: { id: order.id }, token }))
    expect(detail).toMatchObject({ status: 'paid', paymentMethod: 'sandbox', paidAt: paid.paidAt })
    expect(await t.db.select().from(userGoods).where(eq(userGoods.orderId, order.id))).toHaveLength(1)
    expect(await ledgerOf(t, userId)).toEqual([{ change: 123, reason: 'purchase', orderNo: order.orderNo }])
  })

  it('answers every channel with the sandbox while the sandbox is the provider', async () => {
    const { token } = await t.createUser()
    const order = await placeOrder(api, token, await seedGoods(t.db))
    for (const channel of ['jsapi', 'native', 'sandbox']) {
      const start = expectOk<any>(await pay(token, order.id, channel))
      expect(start.method).toBe('sandbox')
      expect(start.sandboxToken).toEqual(expect.any(String))
      expect(start).not.toHaveProperty('jsapi')
    }
  })

  it('applies a confirmation sent again only once', async () => {
    const { id: userId, token } = await t.createUser()
    const order = await placeOrder(api, token, await seedGoods(t.db, { priceFen: 5_000 }))
    const start = expectOk<any>(await pay(token, order.id))
    const confirm = () => callApiRaw(t.app, confirmSandboxPayment, { body: { orderId: order.id, sandboxToken: start.sandboxToken }, token })
    const answers = await Promise.all([confirm(), confirm(), confirm()])
    for (const res of answers) expect(expectOk<any>(res).status).toBe('paid')
    expect(await ledgerOf(t, userId)).toEqual([{ change: 50, reason: 'purchase', orderNo: order.orderNo }])
  })

  it("cannot confirm someone else's order, nor pay one's own with someone else's token", async () => {
    const owner = await t.createUser()
    const other = await t.createUser()
    const order = await placeOrder(api, owner.token, await seedGoods(t.db))
    const ownersToken = expectOk<any>(await pay(owner.token, order.id)).sandboxToken
    const theirs = await callApiRaw(t.app, confirmSandboxPayment, { body: { orderId: order.id, sandboxToken: ownersToken }, token: other.token })
    expectRefusal(theirs, 'NOT_FOUND', '订单不存在')
    const own = await placeOrder(api, other.token, await seedGoods(t.db))
    expectOk(await pay(other.token, own.id))
    const mixed = await callApiRaw(t.app, confirmSandboxPayment, { body: { orderId: own.id, sandboxToken: ownersToken }, token: other.token })
    expectRefusal(mixed, 'NOT_FOUND', '订单不存在')
    expect(expectOk<any>(await state(other.token, own.id)).status).toBe('unpaid')
  })

  it('refuses a token this server did not make', async () => {
    const { token } = await t.createUser()
    const order = await placeOrder(api, token, await seedGoods(t.db))
    expectOk(await pay(token, order.id))
    const forged = await callApiRaw(t.app, confirmSandboxPayment, { body: { orderId: order.id, sandboxToken: 'abc.def' }, token })
    expectRefusal(forged, 'PAY_CONFIRM_FAILED')
  })
})

describe('payView poll and its query fallback', () => {
  it('asks the provider at most every few seconds, and applies a payment whose notification was lost', async () => {
    const { token } = await t.createUser()
    const order = await placeOrder(api, token, await seedGoods(t.db))
    const start = expectOk<any>(await pay(token, order.id))
    expect(expectOk<any>(await state(token, order.id)).status).toBe('unpaid') // queried: not paid yet
    provider.confirmPayment(start.sandboxToken) // the payer paid; no notification reaches us
    expect(expectOk<any>(await state(token, order.id)).status).toBe('unpaid') // too soon to ask again
    clock.advance(PAYMENT_QUERY_INTERVAL_MS)
    expect(expectOk<any>(await state(token, order.id)).status).toBe('paid')
  })
})

describe('refusals', () => {
  it('refuses to pay a paid or a closed order', async () => {
    const { id: userId, token } = await t.createUser()
    const free = await placeOrder(api, token, await seedGoods(t.db), { couponId: await giveCoupon(t.db, userId, { type: 'free_order' }) })
    expectRefusal(await pay(token, free.id), 'ORDER_PAID', '订单已支付')
    const order = await placeOrder(api, token, await seedGoods(t.db))
    expectOk(await callApi(t.app, cancelOrder, { params: { id: order.id }, token }))
    expectRefusal(await pay(token, order.id), 'ORDER_CLOSED', '订单已关闭，请重新下单')
  })

  it('validates the channel and needs a login', async () => {
    const { token } = await t.createUser()
    const order = await placeOrder(api, token, await seedGoods(t.db))
    expectRefusal(await pay(token, order.id, 'alipay'), 'VALIDATION', '支付方式无效')
    expect((await callApiRaw(t.app, startPayment, { params: { id: order.id }, body: { channel: 'sandbox' } })).statusCode).toBe(401)
    expect((await callApiRaw(t.app, confirmSandboxPayment, { body: { orderId: order.id, sandboxToken: 'x' } })).statusCode).toBe(401)
  })
})
