// Refunds an operator starts from an order in the console: full or partial, up to the refundable rest the server
// computes (paid − refunded − in flight), paid out through the order's own channel (the sandbox here), the refund
// policy applied on the total refunded so far, 20 parallel requests that cannot refund more than was paid, roles.
import { eq } from 'drizzle-orm'
import type { AdminOrderDetail, AdminRefundDetail } from '@contract/commerce/admin-shapes'
import { getOrderAdmin, payoutRefund, startRefundAdmin } from '@contract/commerce/admin-endpoints'
import { requestRefund } from '@contract/commerce/endpoints'
import { getFinanceReport } from '@contract/settlement/admin-endpoints'
import { chinaDate } from '@contract/china-time'
import { refunds, userGoods } from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { couponState, giveCoupon, givePoints, pointsBalance, seatsLeft, seedGoods } from '../helpers/commerce/fixtures'
import { orderRow, placeOrder, sandboxPay, startShop, type Api } from '../helpers/commerce/shop'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let finance: { id: number; token: string }
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, admin: finance } = await startShop(clock.now))
})
afterAll(() => t.close())

type Reason = 'class_cancelled' | 'goodwill' | 'other'
const refund = (orderId: number, amountFen: number, reasonKind: Reason = 'goodwill', note = '', token = finance.token) =>
  callApiRaw(api.app, startRefundAdmin, { params: { id: orderId }, body: { amountFen, reasonKind, note }, token })
const payout = (id: number, token = finance.token) => callApiRaw(api.app, payoutRefund, { params: { id }, body: {}, token })
const detail = async (orderId: number) => expectOk(await callApi(api.app, getOrderAdmin, { params: { id: orderId }, token: finance.token }))
const held = async (orderId: number) =>
  (await t.db.select().from(userGoods).where(eq(userGoods.orderId, orderId))).filter((g) => g.revokedAt === null).length

/** 200 yuan with a 50-yuan coupon and 1,000 points (10 yuan): pays 140 yuan, holds a class seat (4 seats). */
async function paidOrder() {
  const user = await t.createUser()
  const goods = await seedGoods(t.db, { priceFen: 20_000, classSeats: 4 })
  const couponId = await giveCoupon(t.db, user.id, { type: 'amount_off', value: 5_000 })
  await givePoints(t.db, user.id, 1_000)
  const order = await placeOrder(api, user.token, goods, { couponId, points: 1_000 })
  await sandboxPay(api, user.token, order.id)
  return { user, goods, couponId, order }
}

describe('operator partial and full refunds', () => {
  it('a partial refund keeps the seat and goods; the rest completes the purchase undo', async () => {
    const { user, goods, couponId, order } = await paidOrder()
    expect(order.amountDueFen).toBe(14_000)
    const opened = expectOk<AdminOrderDetail>(await refund(order.id, 5_000, 'goodwill', '课程体验不佳'))
    const first = opened.refunds.at(-1)!
    expect(first).toMatchObject({ status: 'finance_approved', amountFen: 5_000, reason: '协商退款：课程体验不佳', reasonKind: 'goodwill' })
    expect(first.initiatedBy).toBe('测试用户')
    expect(opened.refundable).toEqual({ paidFen: 14_000, refundedFen: 0, openFen: 5_000, refundableFen: 0 })
    expect(opened.status).toBe('refunding')

    const paidOut = expectOk<AdminRefundDetail>(await payout(first.id))
    expect(paidOut).toMatchObject({ status: 'approved', result: '退款成功' })
    expect(paidOut.steps.map((s) => s.action)).toEqual(['refund.create', 'refund.payout'])
    const afterPartial = await detail(order.id)
    expect(afterPartial.status).toBe('paid')
    expect(afterPartial.refundable).toEqual({ paidFen: 14_000, refundedFen: 5_000, openFen: 0, refundableFen: 9_000 })
    expect(await held(order.id)).toBe(1)
    expect(await seatsLeft(t.db, goods.classId!)).toBe(3)
    expect((await couponState(t.db, couponId)).state).toBe('used')

    expectRefusal(await refund(order.id, 9_001), 'REFUND_TOO_MUCH', '退款金额不能超过可退金额¥90')
    const second = expectOk<AdminOrderDetail>(await refund(order.id, 9_000, 'class_cancelled')).refunds.at(-1)!
    expect(second.reason).toBe('班级取消')
    expectOk(await payout(second.id))
    const done = await detail(order.id)
    expect(done.status).toBe('refunded')
    expect(done.refunds.map((r) => r.outRefundNo)).toEqual([`${order.orderNo}R1`, `${order.orderNo}R2`])
    expect(await held(order.id)).toBe(0)
    expect(await seatsLeft(t.db, goods.classId!)).toBe(4)
    expect((await couponState(t.db, couponId)).state).toBe('unused')
    // All 1,000 spent points are back and all 140 earned are taken back, as by one full refund.
    expect(await pointsBalance(t.db, user.id)).toBe(1_000)
    expectRefusal(await refund(order.id, 1), 'ORDER_NOT_PAID')
  })

  it('a full refund at once undoes the purchase', async () => {
    const { goods, order } = await paidOrder()
    const id = expectOk<AdminOrderDetail>(await refund(order.id, 14_000, 'class_cancelled')).refunds.at(-1)!.id
    expectOk(await payout(id))
    expect((await orderRow(t, order.id)).status).toBe('refunded')
    expect(await seatsLeft(t.db, goods.classId!)).toBe(4)
  })

  it("the learner's own request is capped by what an operator already refunded", async () => {
    const { user, order } = await paidOrder()
    expectOk(await payout(expectOk<AdminOrderDetail>(await refund(order.id, 10_000)).refunds.at(-1)!.id))
    const ask = (amountFen: number) =>
      callApiRaw(api.app, requestRefund, { params: { id: order.id }, body: { reason: '其他', amountFen }, token: user.token })
    expectRefusal(await ask(4_001), 'REFUND_TOO_MUCH', '退款金额不能超过可退金额¥40')
    expect((await orderRow(t, order.id)).status).toBe('paid')
    expect(expectOk<{ status: string }>(await ask(4_000)).status).toBe('pending')
  })

  it('refuses bad input, unpaid or missing orders, and a second open refund', async () => {
    const { user, order } = await paidOrder()
    expectRefusal(await refund(order.id, 0), 'VALIDATION')
    expectRefusal(await refund(order.id, 1.5), 'VALIDATION')
    expectRefusal(await refund(order.id, 100, 'other'), 'VALIDATION', /说明/)
    expectRefusal(await callApiRaw(api.app, startRefundAdmin, {
      params: { id: order.id }, body: { amountFen: 100, reasonKind: 'whim' as Reason }, token: finance.token
    }), 'VALIDATION')
    expectRefusal(await refund(order.id, 14_001), 'REFUND_TOO_MUCH', '退款金额不能超过可退金额¥140')
    expectOk(await refund(order.id, 100, 'other', '补偿'))
    expectRefusal(await refund(order.id, 100), 'REFUND_OPEN')
    const unpaid = await placeOrder(api, user.token, await seedGoods(t.db))
    expectRefusal(await refund(unpaid.id, 100), 'ORDER_NOT_PAID', '订单待支付，不能退款')
    expectRefusal(await refund(999_999, 100), 'NOT_FOUND', '订单不存在')
  })
})

describe('parallel operator refunds', () => {
  it('20 parallel requests open one refund, and the total never exceeds the paid amount', async () => {
    const { order } = await paidOrder()
    for (const amountFen of [6_000, 6_000, 6_000]) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order.id, amountFen)))
      const bodies = answers.map((a) => a.json())
      const opened = bodies.filter((b) => b.status === 1)
      const codes = new Set(bodies.filter((b) => b.status === 0).map((b) => b.code))
      const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))
      expect(rows.reduce((sum, r) => sum + r.amountFen, 0)).toBeLessThanOrEqual(14_000)
      if (opened.length === 0) {
        // The third round asks for 60 of the 20 yuan left: every request is refused.
        expect([...codes]).toEqual(['REFUND_TOO_MUCH'])
        continue
      }
      expect(opened).toHaveLength(1)
      expect([...codes]).toEqual(['REFUND_OPEN'])
      expectOk(await payout((opened[0].data as AdminOrderDetail).refunds.at(-1)!.id))
    }
    expect((await detail(order.id)).refundable).toMatchObject({ refundedFen: 12_000, refundableFen: 2_000 })
  })
})

describe('the finance report and partial refunds', () => {
  const sandboxRow = async () => {
    const today = chinaDate(clock.now())
    const report = expectOk(await callApi(api.app, getFinanceReport, { query: { from: today, to: today, groupBy: 'channel' }, token: finance.token }))
    return report.rows.find((r) => r.key === 'sandbox')!
  }

  it('counts the refunded part, not the whole order', async () => {
    const { order } = await paidOrder()
    const before = await sandboxRow()
    expectOk(await payout(expectOk<AdminOrderDetail>(await refund(order.id, 3_000)).refunds.at(-1)!.id))
    const after = await sandboxRow()
    expect(after.receivedFen).toBe(before.receivedFen)
    expect(after.refundedFen - before.refundedFen).toBe(3_000)
    expect(after.refundCount - before.refundCount).toBe(1)
  })
})

describe('roles', () => {
  it('admin and finance start refunds; only finance pays out; others are refused', async () => {
    const { order } = await paidOrder()
    const admin = await t.createUser({ roles: ['admin'] })
    const content = await t.createUser({ roles: ['content'] })
    const learner = await t.createUser()
    expect((await refund(order.id, 100, 'goodwill', '', learner.token)).statusCode).toBe(403)
    expect((await refund(order.id, 100, 'goodwill', '', content.token)).statusCode).toBe(403)
    expect((await callApiRaw(api.app, startRefundAdmin, { params: { id: order.id }, body: { amountFen: 100, reasonKind: 'goodwill' } })).statusCode).toBe(401)
    const id = expectOk<AdminOrderDetail>(await refund(order.id, 100, 'goodwill', '', admin.token)).refunds.at(-1)!.id
    expect((await payout(id, admin.token)).statusCode).toBe(403)
    expect(expectOk<AdminRefundDetail>(await payout(id)).status).toBe('approved')
  })
})
