// Checkout and the learner's orders: server-side prices with coupon and points, agreements and address rules,
// idempotency by clientRequestId (also under parallel duplicates), free orders, lists, detail, cancellation and
// ownership (another user's order answers exactly like a missing one).
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Order } from '@contract/commerce/schemas'
import { ORDER_PAY_WINDOW_MINUTES } from '@contract/commerce/constants'
import { orders } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import {
  addAddress, couponState, giveCoupon, givePoints, pointsBalance, seatsLeft, seedGoods
} from '../helpers/commerce/fixtures'
import { checkout, checkoutBody, ledgerOf, placeOrder, type Api } from '../helpers/commerce/shop'
import { cancelOrder, createOrder, getInvoice, getLogistics, getOrder, getPaymentState, getRefund, listOrders, quoteOrder, requestRefund, startPayment } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
const clock = testClock(Date.now())
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  api = caller(t)
})
afterAll(() => t.close())

describe('price preview and order creation', () => {
  it('prices with a coupon and points on the server, and takes the seat, the coupon and the points', async () => {
    const { id: userId, token } = await t.createUser()
    const goods = await seedGoods(t.db, { priceFen: 30_000, classSeats: 5, agreements: 1 })
    const couponId = await giveCoupon(t.db, userId, { type: 'amount_off', value: 5_000 })
    await givePoints(t.db, userId, 2_000)
    const quoteBody = { goodsId: goods.id, classId: goods.classId, couponId, points: 2_000 }
    const quote = expectOk(await callApi(t.app, quoteOrder, { body: quoteBody, token }))
    expect(quote).toMatchObject({ priceFen: 30_000, couponDiscountFen: 5_000, pointsUsed: 2_000, pointsDiscountFen: 2_000, amountDueFen: 23_000 })
    expect(quote.agreements).toEqual([{ id: goods.agreementIds[0], title: '购买协议1' }])

    const order = await placeOrder(api, token, goods, { couponId, points: 2_000 })
    expect(order).toMatchObject({
      status: 'unpaid', totalFen: 30_000, couponDiscountFen: 5_000, pointsUsed: 2_000, discountFen: 7_000, amountDueFen: 23_000,
      className: '北京周末班', paymentMethod: null, paidAt: null, refund: null, invoice: null, logistics: null, address: null
    })
    expect(order.goods).toMatchObject({ id: goods.id, kind: 'course', title: '私人教练认证课程' })
    expect(order.orderNo).toMatch(/^\d{20}$/)
    expect(Date.parse(order.payDeadline) - clock.now().getTime()).toBe(ORDER_PAY_WINDOW_MINUTES * 60_000)
    expect(await seatsLeft(t.db, goods.classId!)).toBe(4)
    expect(await couponState(t.db, couponId)).toEqual({ state: 'used', orderId: order.id })
    expect(await pointsBalance(t.db, userId)).toBe(0)
    expect(await ledgerOf(t, userId)).toEqual([{ change: -2_000, reason: 'redemption', orderNo: order.orderNo }])
  })

  it('refuses without every agreement accepted, and takes nothing', async () => {
    const { token } = await t.createUser()
    const goods = await seedGoods(t.db, { agreements: 2, classSeats: 3 })
    expectRefusal(await checkout(api, token, goods, { agreementIds: [goods.agreementIds[0]] }), 'AGREEMENT_REQUIRED', '请先阅读并同意购买协议')
    expect(await seatsLeft(t.db, goods.classId!)).toBe(3)
  })

  it('needs an address of the buyer when the goods ships, and keeps a copy of it', async () => {
    const buyer = await t.createUser()
    const other = await t.createUser()
    const goods = await seedGoods(t.db, { ships: true })
    expectRefusal(await checkout(api, buyer.token, goods), 'ADDRESS_REQUIRED', '请选择收货地址')
    const othersAddress = await addAddress(t.db, other.id)
    expectRefusal(await checkout(api, buyer.token, goods, { addressId: othersAddress }), 'NOT_FOUND', '收货地址不存在')
    const order = await placeOrder(api, buyer.token, goods, { addressId: await addAddress(t.db, buyer.id) })
    expect(order.address).toEqual({ recipient: '李四', phone: '13900000000', region: '北京市朝阳区', detail: '建国路88号' })
  })

  it('refuses a used coupon and a full class', async () => {
    const { id: userId, token } = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 1 })
    const couponId = await giveCoupon(t.db, userId)
    await placeOrder(api, token, goods, { couponId })
    const again = await seedGoods(t.db)
    expectRefusal(await checkout(api, token, again, { couponId }), 'COUPON_UNAVAILABLE')
    const buyer2 = await t.createUser()
    expectRefusal(await checkout(api, buyer2.token, goods), 'CLASS_FULL')
  })

  it('pays an order with nothing to pay at once, with method free', async () => {
    const { id: userId, token } = await t.createUser()
    const goods = await seedGoods(t.db, { priceFen: 9_900 })
    const couponId = await giveCoupon(t.db, userId, { type: 'free_order' })
    const order = await placeOrder(api, token, goods, { couponId })
    expect(order).toMatchObject({ status: 'paid', amountDueFen: 0, paymentMethod: 'free' })
    expect(order.paidAt).not.toBeNull()
    expect(await ledgerOf(t, userId)).toEqual([]) // nothing paid, nothing earned
  })
})

describe('idempotency by clientRequestId', () => {
  it('answers the same order for the same id, without taking anything twice', async () => {
    const { id: userId, token } = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 5 })
    await givePoints(t.db, userId, 500)
    const body = checkoutBody(goods, { points: 500 })
    const first = expectOk(await callApi(t.app, createOrder, { body: body, token }))
    const second = expectOk(await callApi(t.app, createOrder, { body: body, token }))
    expect(second.id).toBe(first.id)
    expect(await seatsLeft(t.db, goods.classId!)).toBe(4)
    expect(await ledgerOf(t, userId)).toHaveLength(1)
  })

  it('creates one order from 10 parallel duplicates, and all 10 answer it', async () => {
    const { id: userId, token } = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 20 })
    await givePoints(t.db, userId, 300)
    const body = checkoutBody(goods, { points: 300 })
    const answers = await Promise.all(Array.from({ length: 10 }, () => callApiRaw(t.app, createOrder, { body: body, token })))
    const ids = new Set(answers.map((res) => expectOk<Order>(res).id))
    expect(ids.size).toBe(1)
    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1)
    expect(await seatsLeft(t.db, goods.classId!)).toBe(19)
    expect(await pointsBalance(t.db, userId)).toBe(0)
  })

  it('keeps the ids of different users apart', async () => {
    const a = await t.createUser()
    const b = await t.createUser()
    const goods = await seedGoods(t.db)
    const clientRequestId = crypto.randomUUID()
    const first = await placeOrder(api, a.token, goods, { clientRequestId })
    const second = await placeOrder(api, b.token, goods, { clientRequestId })
    expect(second.id).not.toBe(first.id)
  })
})

describe('lists and detail', () => {
  it('lists the own orders newest first, by status, page by page', async () => {
    const { token } = await t.createUser()
    const placed: Order[] = []
    for (let i = 0; i < 3; i++) {
      // One payable order per goods: each order buys another one.
      placed.push(await placeOrder(api, token, await seedGoods(t.db)))
      clock.advance(1000)
    }
    expectOk(await callApi(t.app, cancelOrder, { params: { id: placed[0].id }, token }))
    const page1 = expectOk(await callApi(t.app, listOrders, { query: { page: 1, size: 2 }, token }))
    expect(page1).toMatchObject({ total: 3, page: 1, size: 2 })
    expect(page1.list.map((o: any) => o.id)).toEqual([placed[2].id, placed[1].id])
    const page2 = expectOk(await callApi(t.app, listOrders, { query: { page: 2, size: 2 }, token }))
    expect(page2).toMatchObject({ total: 3, page: 2 })
    expect(page2.list.map((o: any) => o.id)).toEqual([placed[0].id])
    // Past the last page: no rows, and the total still counted.
    expect(expectOk(await callApi(t.app, listOrders, { query: { page: 3, size: 2 }, token }))).toMatchObject({ list: [], total: 3 })
    const closed = expectOk(await callApi(t.app, listOrders, { query: { status: 'closed' }, token }))
    expect(closed.list.map((o: any) => o.id)).toEqual([placed[0].id])
    expect(closed.list[0]).not.toHaveProperty('refund')
  })

  it("answers another user's order exactly like a missing one, on every order route", async () => {
    const owner = await t.createUser()
    const stranger = await t.createUser()
    const order = await placeOrder(api, owner.token, await seedGoods(t.db))
    const missing = await callApiRaw(t.app, getOrder, { params: { id: 999999 }, token: stranger.token })
    expectRefusal(missing, 'NOT_FOUND', '订单不存在')
    const tries = [
      callApiRaw(t.app, getOrder, { params: { id: order.id }, token: stranger.token }),
      callApiRaw(t.app, cancelOrder, { params: { id: order.id }, token: stranger.token }),
      callApiRaw(t.app, startPayment, { params: { id: order.id }, body: { channel: 'sandbox' }, token: stranger.token }),
      callApiRaw(t.app, getPaymentState, { params: { id: order.id }, token: stranger.token }),
      callApiRaw(t.app, getRefund, { params: { id: order.id }, token: stranger.token }),
      callApiRaw(t.app, requestRefund, { params: { id: order.id }, body: { reason: '不想要了', amountFen: 1 }, token: stranger.token }),
      callApiRaw(t.app, getInvoice, { params: { id: order.id }, token: stranger.token }),
      callApiRaw(t.app, getLogistics, { params: { id: order.id }, token: stranger.token })
    ]
    for (const res of await Promise.all(tries)) expect(res.json()).toEqual(missing.json())
    expect((await callApi(t.app, getOrder, { params: { id: order.id }, token: owner.token })).status).toBe(1)
  })

  it('needs a login', async () => {
    expect((await callApiRaw(t.app, listOrders)).statusCode).toBe(401)
    expect((await callApiRaw(t.app, quoteOrder, { body: { goodsId: 1 } })).statusCode).toBe(401)
  })
})

describe('cancellation', () => {
  it('closes an unpaid order and gives back seat, coupon and points', async () => {
    const { id: userId, token } = await t.createUser()
    const goods = await seedGoods(t.db, { priceFen: 20_000, classSeats: 2 })
    const couponId = await giveCoupon(t.db, userId)
    await givePoints(t.db, userId, 1_000)
    const order = await placeOrder(api, token, goods, { couponId, points: 1_000 })
    const closed = expectOk(await callApi(t.app, cancelOrder, { params: { id: order.id }, token }))
    expect(closed).toMatchObject({ status: 'closed' })
    expect(closed.closedAt).not.toBeNull()
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].closeReason).toBe('cancelled')
    expect(await seatsLeft(t.db, goods.classId!)).toBe(2)
    expect((await couponState(t.db, couponId)).state).toBe('unused')
    expect(await pointsBalance(t.db, userId)).toBe(1_000)
  })

  it('refuses to cancel twice, and to cancel a paid order', async () => {
    const { id: userId, token } = await t.createUser()
    const order = await placeOrder(api, token, await seedGoods(t.db))
    expectOk(await callApi(t.app, cancelOrder, { params: { id: order.id }, token }))
    expectRefusal(await callApi(t.app, cancelOrder, { params: { id: order.id }, token }), 'ORDER_CLOSED', '订单已关闭')
    const free = await placeOrder(api, token, await seedGoods(t.db), { couponId: await giveCoupon(t.db, userId, { type: 'free_order' }) })
    expectRefusal(await callApi(t.app, cancelOrder, { params: { id: free.id }, token }), 'ORDER_PAID', '订单已支付，不能取消')
  })
})

describe('the class or exam session on the order detail', () => {
  it('names the class with its dates and city, the exam session with its time (China) and venue, and nothing else', async () => {
    const { token } = await t.createUser()
    const course = await placeOrder(api, token, await seedGoods(t.db, { classSeats: 3 }))
    expect(expectOk(await callApi(t.app, getOrder, { params: { id: course.id }, token })).schedule).toEqual({
      kind: 'class', name: '北京周末班', city: '北京', startDate: '2099-03-01', endDate: '2099-03-10', time: '', venue: ''
    })
    const exam = await placeOrder(api, token, await seedGoods(t.db, { kind: 'exam', sessionSeats: 3 }))
    expect(expectOk(await callApi(t.app, getOrder, { params: { id: exam.id }, token })).schedule).toEqual({
      kind: 'exam', name: '', city: '上海', startDate: '2099-03-01', endDate: '2099-03-01', time: '2099-03-01 09:00', venue: '考点 · 某路1号'
    })
    const plain = await placeOrder(api, token, await seedGoods(t.db))
    expect(expectOk(await callApi(t.app, getOrder, { params: { id: plain.id }, token })).schedule).toBeNull()
  })
})
