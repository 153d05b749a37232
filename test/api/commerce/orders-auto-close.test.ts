// Auto-close: unpaid orders past ORDER_PAY_WINDOW_MINUTES close by the sweep (closeExpiredOrders) or lazily when
// read, giving back seat, coupon and points; the provider's payment is closed first, and a payment made at the last
// moment is applied instead; an unreachable provider leaves the order for the next sweep.
import { PaymentProviderError } from '../../../server/src/integrations/payment/errors'
import { createSandboxPaymentProvider } from '../../../server/src/integrations/payment/sandbox/provider'
import type { SandboxPaymentProvider } from '../../../server/src/integrations/payment/types'
import { closeExpiredOrders, orderSweepJob } from '../../../server/src/contexts/commerce'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { startTestQueue, waitFor } from '../helpers/job-queue'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { commerceContext } from '../helpers/commerce/context'
import { couponState, giveCoupon, givePoints, pointsBalance, seatsLeft, seedGoods } from '../helpers/commerce/fixtures'
import { orderRow, placeOrder, type Api } from '../helpers/commerce/shop'
import { getOrder, listOrders, startPayment } from '@contract/commerce/endpoints'
import { callApi } from '../helpers/contract'

const WINDOW_MS = 30 * 60_000
let t: TestApp
let api: Api
let closeFails = false
const sandbox = createSandboxPaymentProvider()
// The sandbox, with a switch that makes closing a payment fail as an unreachable WeChat would.
const provider: SandboxPaymentProvider = {
  ...sandbox,
  async closePayment(outTradeNo) {
    if (closeFails) throw new PaymentProviderError('NETWORK', 'connection reset', undefined, true)
    return sandbox.closePayment(outTradeNo)
  }
}
const clock = testClock(Date.now())
const ctx = () => commerceContext(t, provider, clock.now)

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now, payment: provider })
  api = caller(t)
})
afterAll(() => t.close())
afterEach(() => {
  closeFails = false
})

async function orderWithEverything() {
  const user = await t.createUser()
  const goods = await seedGoods(t.db, { priceFen: 20_000, classSeats: 3 })
  const couponId = await giveCoupon(t.db, user.id)
  await givePoints(t.db, user.id, 800)
  const order = await placeOrder(api, user.token, goods, { couponId, points: 800 })
  return { user, goods, couponId, order }
}

describe('the sweep (closeExpiredOrders)', () => {
  it('closes unpaid orders past the deadline and gives back seat, coupon and points', async () => {
    const { user, goods, couponId, order } = await orderWithEverything()
    expect(await closeExpiredOrders(ctx(), new Date(Date.parse(order.payDeadline) - 1000))).toBe(0)
    expect(await closeExpiredOrders(ctx(), new Date(Date.parse(order.payDeadline)))).toBeGreaterThanOrEqual(1)
    const row = await orderRow(t, order.id)
    expect(row).toMatchObject({ status: 'closed', closeReason: 'expired' })
    expect(await seatsLeft(t.db, goods.classId!)).toBe(3)
    expect((await couponState(t.db, couponId)).state).toBe('unused')
    expect(await pointsBalance(t.db, user.id)).toBe(800)
    // A second sweep finds nothing and gives nothing back twice.
    expect(await closeExpiredOrders(ctx(), new Date(Date.parse(order.payDeadline) + 60_000))).toBe(0)
    expect(await pointsBalance(t.db, user.id)).toBe(800)
  })

  it('closes the started payment first, so it can no longer be paid', async () => {
    const { user, order } = await orderWithEverything()
    const start = expectOk(await callApi(t.app, startPayment, { params: { id: order.id }, body: { channel: 'sandbox' }, token: user.token }))
    await closeExpiredOrders(ctx(), new Date(Date.parse(order.payDeadline) + 1))
    expect((await orderRow(t, order.id)).status).toBe('closed')
    expect(() => sandbox.confirmPayment(start.sandboxToken!)).toThrow(/closed/)
  })

  it('applies a payment made at the last moment instead of closing the order', async () => {
    const { user, order } = await orderWithEverything()
    const start = expectOk(await callApi(t.app, startPayment, { params: { id: order.id }, body: { channel: 'sandbox' }, token: user.token }))
    sandbox.confirmPayment(start.sandboxToken!) // paid at the provider; the notification never arrived
    await closeExpiredOrders(ctx(), new Date(Date.parse(order.payDeadline) + 1))
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', paymentMethod: 'sandbox' })
  })

  it('leaves the order unpaid when the provider cannot be reached, and closes it on a later sweep', async () => {
    const { user, order } = await orderWithEverything()
    expectOk(await callApi(t.app, startPayment, { params: { id: order.id }, body: { channel: 'sandbox' }, token: user.token }))
    const late = new Date(Date.parse(order.payDeadline) + 1)
    closeFails = true
    await closeExpiredOrders(ctx(), late)
    expect((await orderRow(t, order.id)).status).toBe('unpaid')
    closeFails = false
    await closeExpiredOrders(ctx(), late)
    expect((await orderRow(t, order.id)).status).toBe('closed')
  })

  it('runs as a job of the queue (pg-boss), and stops with it', async () => {
    const { order } = await orderWithEverything()
    clock.advance(WINDOW_MS + 1000)
    const queue = await startTestQueue(t.executeSql, t.app.log, [orderSweepJob(ctx())])
    try {
      expect(await queue.runNow('order-sweep')).toBe(true)
      await waitFor(async () => (await orderRow(t, order.id)).status === 'closed', 15_000, 'the sweep to close the order')
    } finally {
      await queue.stop()
    }
    expect(queue.started).toBe(false)
  }, 30_000)
})

describe('lazily, when an order is read', () => {
  it('shows an expired order closed in the detail and the list, and refuses to pay it', async () => {
    const { user, goods, order } = await orderWithEverything()
    clock.advance(WINDOW_MS)
    const detail = expectOk(await callApi(t.app, getOrder, { params: { id: order.id }, token: user.token }))
    expect(detail.status).toBe('closed')
    expect(await seatsLeft(t.db, goods.classId!)).toBe(3)
    const second = await placeOrder(api, user.token, goods)
    clock.advance(WINDOW_MS)
    const list = expectOk(await callApi(t.app, listOrders, { query: { status: 'unpaid' }, token: user.token }))
    expect(list.list.map((o) => o.id)).not.toContain(second.id)
    expectRefusal(await callApi(t.app, startPayment, { params: { id: second.id }, body: { channel: 'sandbox' }, token: user.token }), 'ORDER_CLOSED')
  })
})
