// GET /api/order/counts (the order tabs and the 我的 shortcuts) and hasInvoice on list entries (the card's 查看发票).
import { ORDER_PAY_WINDOW_MINUTES } from '@contract/commerce/constants'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, testClock } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, type Api } from '../helpers/commerce/shop'
import { cancelOrder, countOrders, listOrders, requestInvoice } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
const clock = testClock(Date.now())
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  api = caller(t)
})
afterAll(() => t.close())

const invoiceBody = { type: 'personal' as const, title: '张三', contact: '张三', phone: '13800000011' }

describe('order counts', () => {
  it('counts the own orders per status and in all, zero for statuses without orders', async () => {
    const me = await t.createUser()
    const other = await t.createUser()
    // One payable order per buyer and goods: each of mine buys another goods.
    const goods = await seedGoods(t.db, { classSeats: 10 })
    const a = await placeOrder(api, me.token, goods)
    const b = await placeOrder(api, me.token, await seedGoods(t.db))
    await placeOrder(api, me.token, await seedGoods(t.db))
    await placeOrder(api, other.token, goods)
    expectOk(await callApi(t.app, cancelOrder, { params: { id: a.id }, token: me.token }))
    await sandboxPay(api, me.token, b.id)
    expect(expectOk(await callApi(t.app, countOrders, { token: me.token }))).toEqual({
      all: 3, unpaid: 1, paid: 1, closed: 1, refunding: 0, refunded: 0
    })
    expect(expectOk(await callApi(t.app, countOrders, { token: other.token }))).toMatchObject({ all: 1, unpaid: 1 })
  })

  it('closes unpaid orders whose pay window has passed before counting, as the list does', async () => {
    const me = await t.createUser()
    await placeOrder(api, me.token, await seedGoods(t.db))
    clock.advance((ORDER_PAY_WINDOW_MINUTES + 1) * 60_000)
    expect(expectOk(await callApi(t.app, countOrders, { token: me.token }))).toMatchObject({ all: 1, unpaid: 0, closed: 1 })
  })

  it('needs a login', async () => {
    expect((await callApiRaw(t.app, countOrders)).statusCode).toBe(401)
  })
})

describe('hasInvoice on the list', () => {
  it('is true only for orders with an invoice request', async () => {
    const me = await t.createUser()
    const invoiced = await placeOrder(api, me.token, await seedGoods(t.db))
    const plain = await placeOrder(api, me.token, await seedGoods(t.db))
    await sandboxPay(api, me.token, invoiced.id)
    await sandboxPay(api, me.token, plain.id)
    expectOk(await callApi(t.app, requestInvoice, { params: { id: invoiced.id }, body: invoiceBody, token: me.token }))
    const list = expectOk(await callApi(t.app, listOrders, { token: me.token })).list
    expect(Object.fromEntries(list.map((o: any) => [o.id, o.hasInvoice]))).toEqual({ [invoiced.id]: true, [plain.id]: false })
  })
})
