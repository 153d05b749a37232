// A refused sandbox confirmation has no effect: user B confirming with user A's pay token is refused, and A's order
// stays unpaid, also after A's payView poll asks the provider (the late-notification fallback).
import { createSandboxPaymentProvider } from '../../../server/src/integrations/payment/sandbox/provider'
import { PAYMENT_QUERY_INTERVAL_MS } from '../../../server/src/contexts/commerce'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { placeOrder, type Api } from '../helpers/commerce/shop'
import { confirmSandboxPayment, getPaymentState, startPayment } from '@contract/commerce/endpoints'
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

const startPay = async (token: string, orderId: number) =>
  expectOk(await callApi(t.app, startPayment, { params: { id: orderId }, body: { channel: 'sandbox' }, token })).sandboxToken!
const confirm = (token: string, orderId: number, sandboxToken: string) =>
  callApiRaw(t.app, confirmSandboxPayment, { body: { orderId, sandboxToken }, token })
const poll = async (token: string, orderId: number) => {
  clock.advance(PAYMENT_QUERY_INTERVAL_MS + 1)
  return expectOk(await callApi(t.app, getPaymentState, { params: { id: orderId }, token })).status
}

describe("confirming with another user's pay token", () => {
  it('is refused and leaves the other order unpaid; its owner can still pay it', async () => {
    const a = await t.createUser()
    const b = await t.createUser()
    const orderA = await placeOrder(api, a.token, await seedGoods(t.db, { priceFen: 3_000 }))
    const orderB = await placeOrder(api, b.token, await seedGoods(t.db, { priceFen: 3_000 }))
    const tokenA = await startPay(a.token, orderA.id)
    await startPay(b.token, orderB.id)

    expectRefusal(await confirm(b.token, orderB.id, tokenA), 'NOT_FOUND', '订单不存在')
    expectRefusal(await confirm(b.token, orderA.id, tokenA), 'NOT_FOUND', '订单不存在')
    expect(await poll(a.token, orderA.id)).toBe('unpaid')
    expect(await poll(b.token, orderB.id)).toBe('unpaid')

    expect(expectOk<{ status: string }>(await confirm(a.token, orderA.id, tokenA)).status).toBe('paid')
  })
})
