// Refunds on the embedded default (sandbox payouts complete at once through the refund notification path): asking,
// finance approving or rejecting, the refund policy's effects, every refused transition, and the admin role.
import { and, eq, isNull } from 'drizzle-orm'
import type { Refund } from '@contract/commerce/schemas'
import { refunds, userGoods } from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { couponState, giveCoupon, givePoints, pointsBalance, seatsLeft, seedGoods } from '../helpers/commerce/fixtures'
import { ledgerOf, orderRow, placeOrder, sandboxPay, startShop, type Api } from '../helpers/commerce/shop'
import { listPointsLog } from '@contract/catalog/endpoints'
import { approveRefund, listRefundsAdmin, payoutRefund, rejectRefund, setLogisticsAdmin, updateInvoiceAdmin } from '@contract/commerce/admin-endpoints'
import { cancelOrder, getOrder, getRefund, requestRefund, withdrawRefund } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let admin: { id: number; token: string }
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, admin } = await startShop(clock.now))
})
afterAll(() => t.close())

const ask = (token: string, orderId: number, amountFen: number, extra: object = {}) =>
  callApiRaw(api.app, requestRefund, { params: { id: orderId }, body: { reason: '课程时间冲突', amountFen, ...extra }, token })
/** Finance's two steps: approve (pending → finance_approved), then pay out; answers the first refusal or the payout. */
async function approve(id: number, note = '同意') {
  const approved = await callApiRaw(api.app, approveRefund, { params: { id: id }, body: { note }, token: admin.token })
  if (approved.json().status !== 1) return approved
  return callApiRaw(api.app, payoutRefund, { params: { id: id }, body: {}, token: admin.token })
}
const reject = (id: number, note = '已开课') => callApiRaw(api.app, rejectRefund, { params: { id: id }, body: { note }, token: admin.token })
const activeGoods = (orderId: number) =>
  t.db.select().from(userGoods).where(and(eq(userGoods.orderId, orderId), isNull(userGoods.revokedAt)))

/** A paid order of 200 yuan that used a 50-yuan coupon, 1,000 points and a class seat: pays 140 yuan. */
async function paidOrder() {
  const user = await t.createUser()
  const goods = await seedGoods(t.db, { priceFen: 20_000, classSeats: 4 })
  const couponId = await giveCoupon(t.db, user.id, { type: 'amount_off', value: 5_000 })
  await givePoints(t.db, user.id, 1_000)
  const order = await placeOrder(api, user.token, goods, { couponId, points: 1_000 })
  await sandboxPay(api, user.token, order.id)
  return { user, goods, couponId, order }
}

describe('asking for a refund', () => {
  it('moves the order to refunding and the refund to pending; the detail shows it', async () => {
    const { user, order } = await paidOrder()
    expect(order.amountDueFen).toBe(14_000)
    const refund = expectOk<Refund>(await ask(user.token, order.id, 14_000))
    expect(refund).toMatchObject({ status: 'pending', amountFen: 14_000, reason: '课程时间冲突', proofImages: [], paidAt: null })
    expect(expectOk(await callApi(api.app, getRefund, { params: { id: order.id }, token: user.token }))).toEqual(refund)
    const detail = expectOk(await callApi(api.app, getOrder, { params: { id: order.id }, token: user.token }))
    expect(detail).toMatchObject({ status: 'refunding', refund })
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id))
    expect(row.outRefundNo).toBe(`${order.orderNo}R1`)
  })

  it('answers null before any refund', async () => {
    const { user, order } = await paidOrder()
    expect(expectOk(await callApi(api.app, getRefund, { params: { id: order.id }, token: user.token }))).toBeNull()
  })

  it('refuses unpaid, closed and free orders, more than was paid, a second open refund, and foreign proof images', async () => {
    const { user, order } = await paidOrder()
    expectRefusal(await ask(user.token, order.id, 14_001), 'REFUND_TOO_MUCH', '退款金额不能超过实付金额¥140')
    expectRefusal(await ask(user.token, order.id, 100, { proofImages: ['/uploads/someone-else.png'] }), 'VALIDATION', '凭证图片无效')
    expectOk(await ask(user.token, order.id, 100))
    expectRefusal(await ask(user.token, order.id, 100), 'REFUND_OPEN', '该订单已有退款申请正在处理')
    const unpaid = await placeOrder(api, user.token, await seedGoods(t.db))
    expectRefusal(await ask(user.token, unpaid.id, 100), 'ORDER_NOT_PAID', '订单待支付，不能申请退款')
    expectOk(await callApi(api.app, cancelOrder, { params: { id: unpaid.id }, token: user.token }))
    expectRefusal(await ask(user.token, unpaid.id, 100), 'ORDER_NOT_PAID', '订单已关闭，不能申请退款')
    const free = await placeOrder(api, user.token, await seedGoods(t.db), { couponId: await giveCoupon(t.db, user.id, { type: 'free_order' }) })
    expectRefusal(await ask(user.token, free.id, 1), 'REFUND_NOTHING')
  })

  it('opens one refund from 5 parallel requests', async () => {
    const { user, order } = await paidOrder()
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(user.token, order.id, 1_000)))
    expect(answers.filter((res) => res.json().status === 1)).toHaveLength(1)
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1)
  })
})

describe('finance approves or rejects', () => {
  it('a full refund: approved, order refunded, and goods, seat, coupon and points go back', async () => {
    const { user, goods, couponId, order } = await paidOrder()
    expect(await pointsBalance(t.db, user.id)).toBe(140) // 1,000 spent; 140 earned
    const asked = expectOk<Refund>(await ask(user.token, order.id, 14_000))
    const done = expectOk<Refund>(await approve(asked.id, '符合退款条件'))
    expect(done).toMatchObject({ status: 'approved', result: '退款成功', note: '符合退款条件' })
    expect(done.paidAt).not.toBeNull()
    expect((await orderRow(t, order.id)).status).toBe('refunded')
    expect(await activeGoods(order.id)).toEqual([])
    expect(await seatsLeft(t.db, goods.classId!)).toBe(4)
    expect((await couponState(t.db, couponId)).state).toBe('unused')
    expect(await pointsBalance(t.db, user.id)).toBe(1_000)
    expect((await ledgerOf(t, user.id)).map((e) => e.change)).toEqual([-1_000, 140, -140, 1_000])
  })

  it('a partial refund: the order is paid again, the goods stay; points go back in the refunded share', async () => {
    const { user, couponId, order } = await paidOrder()
    const asked = expectOk<Refund>(await ask(user.token, order.id, 7_000))
    expect(expectOk<Refund>(await approve(asked.id)).status).toBe('approved')
    expect((await orderRow(t, order.id)).status).toBe('paid')
    expect(await activeGoods(order.id)).toHaveLength(1)
    expect((await couponState(t.db, couponId)).state).toBe('used')
    // 70 of the 140 earned points are taken back; 500 of the 1,000 spent come back.
    expect(await pointsBalance(t.db, user.id)).toBe(140 - 70 + 500)
  })

  it('a rejection sends the order back to paid, and the learner may ask again', async () => {
    const { user, order } = await paidOrder()
    const asked = expectOk<Refund>(await ask(user.token, order.id, 14_000))
    const rejected = expectOk<Refund>(await reject(asked.id, '课程已开课'))
    expect(rejected).toMatchObject({ status: 'rejected', result: '退款申请未通过', note: '课程已开课' })
    expect((await orderRow(t, order.id)).status).toBe('paid')
    const again = expectOk<Refund>(await ask(user.token, order.id, 5_000))
    expect(again.status).toBe('pending')
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, again.id))
    expect(row.outRefundNo).toBe(`${order.orderNo}R2`)
  })

  it('refuses every move the table does not have', async () => {
    const { user, order } = await paidOrder()
    const first = expectOk<Refund>(await ask(user.token, order.id, 1_000))
    expectOk(await reject(first.id))
    expectRefusal(await reject(first.id), 'REFUND_STATE', '退款申请已拒绝，不能拒绝')
    expectRefusal(await approve(first.id), 'REFUND_STATE', '退款申请已拒绝，不能审核通过')
    const second = expectOk<Refund>(await ask(user.token, order.id, 1_000))
    expectOk(await approve(second.id))
    expectRefusal(await approve(second.id), 'REFUND_STATE', '退款申请已退款，不能审核通过')
    expectRefusal(await reject(second.id), 'REFUND_STATE', '退款申请已退款，不能拒绝')
    // A partial refund leaves the order paid: only the rest (130 of 140 yuan) may still be asked for.
    expectRefusal(await ask(user.token, order.id, 13_001), 'REFUND_TOO_MUCH', '退款金额不能超过可退金额¥130')
    expectOk(await approve(expectOk<Refund>(await ask(user.token, order.id, 13_000)).id))
    expectRefusal(await ask(user.token, order.id, 1_000), 'ORDER_NOT_PAID', '订单已退款，不能申请退款')
    expectRefusal(await approve(999_999), 'NOT_FOUND', '退款申请不存在')
  })

  it('lists refunds for finance, by status', async () => {
    const { user, order } = await paidOrder()
    const asked = expectOk<Refund>(await ask(user.token, order.id, 2_000))
    const pending = expectOk(await callApi(api.app, listRefundsAdmin, { query: { status: 'pending', size: 50 }, token: admin.token }))
    const mine = pending.list.find((r: any) => r.id === asked.id)
    expect(mine).toMatchObject({ orderId: order.id, orderNo: order.orderNo, userId: user.id, orderAmountDueFen: 14_000, outRefundNo: `${order.orderNo}R1`, providerStatus: null })
    expect(pending.list.every((r: any) => r.status === 'pending')).toBe(true)
    expectOk(await approve(asked.id))
    const approved = expectOk(await callApi(api.app, listRefundsAdmin, { query: { status: 'approved', size: 50 }, token: admin.token }))
    expect(approved.list.find((r: any) => r.id === asked.id)).toMatchObject({ status: 'approved', providerStatus: 'SUCCESS' })
  })
})

describe('admin endpoints', () => {
  it('refuse learners with 403 and strangers with 401', async () => {
    const learner = await t.createUser()
    const calls = [
      (token?: string) => callApiRaw(api.app, listRefundsAdmin, { token }),
      (token?: string) => callApiRaw(api.app, approveRefund, { params: { id: 1 }, body: {}, token }),
      (token?: string) => callApiRaw(api.app, payoutRefund, { params: { id: 1 }, body: {}, token }),
      (token?: string) => callApiRaw(api.app, rejectRefund, { params: { id: 1 }, body: {}, token }),
      (token?: string) => callApiRaw(api.app, updateInvoiceAdmin, { params: { id: 1 }, body: {}, token }),
      (token?: string) => callApiRaw(api.app, setLogisticsAdmin, { params: { id: 1 }, body: { carrier: '顺丰', mailNo: 'SF1' }, token })
    ]
    for (const call of calls) {
      expect((await call(learner.token)).statusCode).toBe(403)
      expect((await call()).statusCode).toBe(401)
    }
  })
})

describe('withdrawing a refund request', () => {
  const withdraw = (token: string, orderId: number) => callApiRaw(api.app, withdrawRefund, { params: { id: orderId }, token })

  it('takes back a pending request: the order is paid again and a new request can be made', async () => {
    const { user, order } = await paidOrder()
    expectOk(await ask(user.token, order.id, 14_000))
    expect(expectOk(await withdraw(user.token, order.id))).toBeNull()
    const detail = expectOk(await callApi(api.app, getOrder, { params: { id: order.id }, token: user.token }))
    expect(detail).toMatchObject({ status: 'paid', refund: null })
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([])
    const again = expectOk<Refund>(await ask(user.token, order.id, 10_000))
    expect(again).toMatchObject({ status: 'pending', amountFen: 10_000 })
  })

  it('refuses once finance has reviewed it, and when nothing is pending', async () => {
    const { user, order } = await paidOrder()
    expectRefusal(await withdraw(user.token, order.id), 'REFUND_STATE')
    const refund = expectOk<Refund>(await ask(user.token, order.id, 14_000))
    expectOk(await approve(refund.id))
    expectRefusal(await withdraw(user.token, order.id), 'REFUND_STATE')
    expect((await orderRow(t, order.id)).status).toBe('refunded')
  })

  it('leaves an earlier rejected request as the latest one', async () => {
    const { user, order } = await paidOrder()
    const first = expectOk<Refund>(await ask(user.token, order.id, 14_000))
    expectOk(await reject(first.id))
    expectOk(await ask(user.token, order.id, 14_000))
    expect(expectOk<Refund>(await withdraw(user.token, order.id))).toMatchObject({ id: first.id, status: 'rejected' })
    expect((await orderRow(t, order.id)).status).toBe('paid')
  })

  it("answers another user's order like a missing one, and needs a login", async () => {
    const { user, order } = await paidOrder()
    expectOk(await ask(user.token, order.id, 14_000))
    const stranger = await t.createUser()
    expectRefusal(await withdraw(stranger.token, order.id), 'NOT_FOUND')
    expect((await callApiRaw(api.app, withdrawRefund, { params: { id: order.id } })).statusCode).toBe(401)
    expect((await orderRow(t, order.id)).status).toBe('refunding')
  })

  it('lets exactly one of two parallel withdrawals through', async () => {
    const { user, order } = await paidOrder()
    expectOk(await ask(user.token, order.id, 14_000))
    const answers = await Promise.all([withdraw(user.token, order.id), withdraw(user.token, order.id)])
    expect(answers.map((r) => r.json().status).sort()).toEqual([0, 1])
    expect((await orderRow(t, order.id)).status).toBe('paid')
  })
})

describe('the review time on the refund (the timeline\'s middle step)', () => {
  it('is null while pending, and set once finance approves or rejects', async () => {
    const a = await paidOrder()
    const pending = expectOk<Refund>(await ask(a.user.token, a.order.id, 14_000))
    expect(pending.reviewedAt).toBeNull()
    clock.advance(60_000)
    expectOk(await approve(pending.id))
    const approved = expectOk(await callApi(api.app, getRefund, { params: { id: a.order.id }, token: a.user.token }))!
    expect(approved.reviewedAt).toBe(clock.now().toISOString())
    expect(approved.paidAt).not.toBeNull()

    const b = await paidOrder()
    const asked = expectOk<Refund>(await ask(b.user.token, b.order.id, 14_000))
    clock.advance(60_000)
    expectOk(await reject(asked.id))
    const rejected = expectOk(await callApi(api.app, getRefund, { params: { id: b.order.id }, token: b.user.token }))!
    expect(rejected).toMatchObject({ status: 'rejected', paidAt: null })
    expect(rejected.reviewedAt).toBe(clock.now().toISOString())
  })
})

describe('points ledger kinds (each reason its own label in the app)', () => {
  const kinds = async (token: string) =>
    expectOk(await callApi(api.app, listPointsLog, { query: { size: 50 }, token })).list.map((e: any) => `${e.kind}:${e.change}`)

  it('tells points given back by a closed order from those a refund gives back or takes back', async () => {
    const { user, order } = await paidOrder() // spent 1,000 points, paid 140 yuan
    const refund = expectOk<Refund>(await ask(user.token, order.id, 14_000))
    expectOk(await approve(refund.id))
    const afterRefund = await kinds(user.token)
    expect(afterRefund).toEqual(expect.arrayContaining(['spent:-1000', 'returned_on_refund:1000']))
    expect(afterRefund.some((k: string) => k.startsWith('earned:'))).toBe(true)
    expect(afterRefund.some((k: string) => k.startsWith('reversed_on_refund:'))).toBe(true)

    const buyer = await t.createUser()
    await givePoints(t.db, buyer.id, 500)
    const unpaid = await placeOrder(api, buyer.token, await seedGoods(t.db, { priceFen: 20_000 }), { points: 500 })
    expectOk(await callApi(api.app, cancelOrder, { params: { id: unpaid.id }, token: buyer.token }))
    expect(await kinds(buyer.token)).toEqual(expect.arrayContaining(['spent:-500', 'returned_on_close:500']))
    expect((await kinds(buyer.token)).some((k: string) => k.startsWith('returned_on_refund'))).toBe(false)
  })
})
