// What the buyer already holds, or has an open order for, is not sold again: quote, checkout and payment refuse it
// (ALREADY_REGISTERED for an exam, ALREADY_PURCHASED otherwise, ORDER_PENDING while an order can still be paid),
// parallel checkouts are serialised per buyer, and money that still arrives for a second order goes back. The
// goods page is told what the buyer holds (held.orderId).
import { eq } from 'drizzle-orm'
import { bundleItems, examSessions, payments } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, expectRefusal } from '../helpers/api'
import { seatsLeft, seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { checkout, checkoutBody, orderRow, placeOrder, sandboxPay, type Api } from '../helpers/commerce/shop'
import { getGoods } from '@contract/catalog/endpoints'
import { cancelOrder, confirmSandboxPayment, quoteOrder, startPayment } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
beforeAll(async () => {
  t = await createTestApp()
  api = caller(t)
})
afterAll(() => t.close())

const quote = (token: string, goods: SeededGoods) => {
  const { goodsId, classId, examSessionId } = checkoutBody(goods) as { goodsId: number; classId?: number; examSessionId?: number }
  return callApiRaw(t.app, quoteOrder, { body: { goodsId, classId, examSessionId }, token })
}
const detail = async (goodsId: number, token?: string) => expectOk(await callApi(t.app, getGoods, { params: { id: goodsId }, token }))

describe('an exam session registered and paid', () => {
  it('cannot be bought again: quote and checkout say 你已报名该考试, and the goods page leads to the order', async () => {
    const { token } = await t.createUser()
    const other = await t.createUser()
    const exam = await seedGoods(t.db, { kind: 'exam', priceFen: 38_000, sessionSeats: 10 })
    expect((await detail(exam.id, token)).held).toBeNull()
    const order = await placeOrder(api, token, exam)
    await sandboxPay(api, token, order.id)

    expectRefusal(await quote(token, exam), 'ALREADY_REGISTERED', /你已报名该考试/)
    expectRefusal(await checkout(api, token, exam), 'ALREADY_REGISTERED', /你已报名该考试/)
    const [session] = await t.db.select().from(examSessions).where(eq(examSessions.id, exam.examSessionId!))
    expect(session.seatsLeft).toBe(9)
    expect((await detail(exam.id, token)).held).toEqual({ orderId: order.id })
    // Nobody else is affected, signed in or not.
    expect((await detail(exam.id, other.token)).held).toBeNull()
    expect((await detail(exam.id)).held).toBeNull()
    expectOk(await quote(other.token, exam))
  })
})

describe('a course', () => {
  it('bought once is refused with 你已购买该课程; refunded or not yet paid, the rules follow the order', async () => {
    const { token } = await t.createUser()
    const course = await seedGoods(t.db, { classSeats: 5 })
    const first = await placeOrder(api, token, course)
    // An open order: a second checkout would let both be paid.
    expectRefusal(await quote(token, course), 'ORDER_PENDING', /待支付订单/)
    expectRefusal(await checkout(api, token, course), 'ORDER_PENDING', /待支付订单/)
    expect((await detail(course.id, token)).held).toBeNull()
    // Cancelled, it can be ordered again.
    expectOk(await callApi(t.app, cancelOrder, { params: { id: first.id }, body: {}, token }))
    const second = await placeOrder(api, token, course)
    await sandboxPay(api, token, second.id)
    expectRefusal(await checkout(api, token, course), 'ALREADY_PURCHASED', /你已购买该课程/)
    expect((await detail(course.id, token)).held).toEqual({ orderId: second.id })
  })

  it('checked out many times in parallel gives one order and takes one seat', async () => {
    const { token } = await t.createUser()
    const course = await seedGoods(t.db, { classSeats: 10 })
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(api, token, course)))
    const bodies = answers.map((r) => r.json())
    expect(bodies.filter((b) => b.status === 1)).toHaveLength(1)
    expect(bodies.filter((b) => b.status === 0).map((b) => b.code)).toEqual(Array(5).fill('ORDER_PENDING'))
    expect(await seatsLeft(t.db, course.classId!)).toBe(9)
  })
})

describe('a bundle and its item ordered side by side', () => {
  async function bundleAndItem() {
    const item = await seedGoods(t.db, { priceFen: 10_000, title: '单项课程' })
    const bundle = await seedGoods(t.db, { kind: 'bundle', priceFen: 25_000, title: '进阶套餐' })
    await t.db.insert(bundleItems).values({ bundleId: bundle.id, goodsId: item.id })
    return { item, bundle }
  }

  it('the item cannot start paying once the bundle that holds it is paid', async () => {
    const { token } = await t.createUser()
    const { item, bundle } = await bundleAndItem()
    const itemOrder = await placeOrder(api, token, item)
    const bundleOrder = await placeOrder(api, token, bundle)
    await sandboxPay(api, token, bundleOrder.id)
    expectRefusal(await callApi(t.app, startPayment, { params: { id: itemOrder.id }, body: { channel: 'sandbox' }, token }), 'ALREADY_PURCHASED')
    expect((await detail(item.id, token)).held).toEqual({ orderId: bundleOrder.id })
    expectRefusal(await checkout(api, token, bundle), 'ALREADY_PURCHASED', /你已购买该套餐/)
  })

  it('money that still arrives for the item closes that order and goes back to the payer', async () => {
    const { token } = await t.createUser()
    const { item, bundle } = await bundleAndItem()
    const itemOrder = await placeOrder(api, token, item)
    const start = expectOk(await callApi(t.app, startPayment, { params: { id: itemOrder.id }, body: { channel: 'sandbox' }, token }))
    const bundleOrder = await placeOrder(api, token, bundle)
    await sandboxPay(api, token, bundleOrder.id)
    // The payer had the item's pay page open and pays it now.
    await callApiRaw(t.app, confirmSandboxPayment, { body: { orderId: itemOrder.id, sandboxToken: start.sandboxToken }, token })
    const row = await orderRow(t, itemOrder.id)
    expect(row).toMatchObject({ status: 'closed', paymentIssue: 'paid_twice' })
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, itemOrder.id))
    expect(attempts.map((a) => a.autoRefundStatus)).toContain('refunded')
    expect((await detail(item.id, token)).held).toEqual({ orderId: bundleOrder.id })
  })
})
