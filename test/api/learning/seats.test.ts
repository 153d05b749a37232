// Seats (learning): enrolment from a paid class order, transfer to another class of the same goods (at most 3 per
// enrolment, the last seat to exactly one of many at once), retrain after the class ended, withdrawal on refund.
import { and, eq } from 'drizzle-orm'
import { approveRefund, payoutRefund } from '@contract/commerce/admin-endpoints'
import { requestRefund } from '@contract/commerce/endpoints'
import { getMySeat, getRetrainOptions, getTransferOptions, listMyClasses, retrainSeat, transferSeat } from '@contract/learning/endpoints'
import { chinaDate } from '../../../server/src/contexts/catalog'
import { auditLog, goodsClasses, orders, seatMoves, seats } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { seatsLeft, seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, startShop, type Api } from '../helpers/commerce/shop'
import { callApi, callApiRaw } from '../helpers/contract'
import type { TestApp } from '../helpers/test-app'

const clock = testClock(Date.now())
const DAY_MS = 24 * 60 * 60 * 1000
const day = (offset: number) => chinaDate(new Date(clock.now().getTime() + offset * DAY_MS))
let t: TestApp
let api: Api
let admin: { id: number; token: string }
beforeAll(async () => {
  ;({ t, api, admin } = await startShop(clock.now))
})
afterAll(() => t.close())

async function addClass(goodsId: number, seatsCount: number, startOffset = 10, name = '上海周末班') {
  const [row] = await t.db.insert(goodsClasses).values({
    goodsId, name, city: '上海', startDate: day(startOffset), endDate: day(startOffset + 2), days: 3, capacity: seatsCount, seatsLeft: seatsCount
  }).returning({ id: goodsClasses.id })
  return row!.id
}

async function buy(token: string, goods: SeededGoods) {
  const order = await placeOrder(api, token, goods)
  await sandboxPay(api, token, order.id)
  return order
}

async function mySeatId(token: string, classId: number): Promise<number> {
  const page = expectOk(await callApi(t.app, listMyClasses, { query: {}, token }))
  const found = page.list.find((c) => c.classId === classId)
  if (!found) throw new Error(`no seat in class ${classId}`)
  return found.seatId
}

const transfer = (token: string, seatId: number, targetClassId: number) =>
  callApi(t.app, transferSeat, { params: { id: seatId }, body: { targetClassId }, token })

describe('enrolment and transfers', () => {
  it('enrols the buyer of a class, moves the seat, its order and the class seats, and audits it', async () => {
    const me = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 5, title: '转班课程' })
    const other = await addClass(goods.id, 3)
    const order = await buy(me.token, goods)
    const seatId = await mySeatId(me.token, goods.classId!)
    expect(await seatsLeft(t.db, goods.classId!)).toBe(4)

    const options = expectOk(await callApi(t.app, getTransferOptions, { params: { id: seatId }, token: me.token }))
    expect(options.seat).toMatchObject({ transfersUsed: 0, transfersLeft: 3, status: 'active', source: 'order', orderId: order.id })
    expect(options.targets.map((c) => c.classId)).toEqual([other])

    const moved = expectOk(await transfer(me.token, seatId, other))
    expect(moved).toMatchObject({ classId: other, transfersUsed: 1, transfersLeft: 2, source: 'transfer', orderId: order.id })
    expect([await seatsLeft(t.db, goods.classId!), await seatsLeft(t.db, other)]).toEqual([5, 2])
    const [orderRow] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(orderRow!.classId).toBe(other)
    const [old] = await t.db.select().from(seats).where(eq(seats.id, seatId))
    expect(old!.status).toBe('transferred')
    expect(await t.db.select().from(seatMoves).where(eq(seatMoves.fromSeatId, seatId))).toHaveLength(1)
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'seat.transfer'), eq(auditLog.resourceId, String(seatId))))).toHaveLength(1)
    // The old seat can't move again.
    expectRefusal(await transfer(me.token, seatId, goods.classId!), 'SEAT_NOT_ACTIVE')
  })

  it('refuses a 4th transfer of one enrolment', async () => {
    const me = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 5, title: '三次转班' })
    const a = goods.classId!
    const b = await addClass(goods.id, 5, 11, 'B班')
    await buy(me.token, goods)
    let seatId = await mySeatId(me.token, a)
    for (const target of [b, a, b]) seatId = expectOk(await transfer(me.token, seatId, target)).seatId
    expect(expectOk(await callApi(t.app, getMySeat, { params: { id: seatId }, token: me.token })).transfersLeft).toBe(0)
    expectRefusal(await transfer(me.token, seatId, a), 'TRANSFER_LIMIT', /最多3次/)
    expect(await seatsLeft(t.db, b)).toBe(4)
  })

  it('gives the last seat to exactly one of 50 learners transferring at once', async () => {
    const goods = await seedGoods(t.db, { classSeats: 60, title: '抢最后一个名额' })
    const last = await addClass(goods.id, 1, 12, '最后一个名额')
    const learners = await Promise.all(Array.from({ length: 50 }, () => t.createUser()))
    const seatIds: number[] = []
    for (const learner of learners) {
      const [row] = await t.db.insert(seats).values({ userId: learner.id, classId: goods.classId!, goodsId: goods.id, source: 'gift' }).returning()
      seatIds.push(row!.id)
    }
    const answers = await Promise.all(learners.map((l, i) => transfer(l.token, seatIds[i]!, last)))
    const won = answers.filter((a) => a.status === 1)
    expect(won).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 1)) expect(a.code).toBe('SEAT_TAKEN')
    expect(await seatsLeft(t.db, last)).toBe(0)
    expect(await t.db.select().from(seats).where(and(eq(seats.classId, last), eq(seats.status, 'active')))).toHaveLength(1)
  })

  it("answers another learner's seat as not found, and a bad target with a sentence", async () => {
    const owner = await t.createUser()
    const stranger = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 5, title: '别人的名额' })
    await buy(owner.token, goods)
    const seatId = await mySeatId(owner.token, goods.classId!)
    expectRefusal(await callApi(t.app, getMySeat, { params: { id: seatId }, token: stranger.token }), 'NOT_FOUND')
    expectRefusal(await transfer(stranger.token, seatId, goods.classId!), 'NOT_FOUND')
    const elsewhere = await seedGoods(t.db, { classSeats: 5, title: '另一门课' })
    expectRefusal(await transfer(owner.token, seatId, elsewhere.classId!), 'TRANSFER_TARGET_INVALID', /同一课程/)
    const raw = await callApiRaw(t.app, transferSeat, { params: { id: seatId }, body: { targetClassId: 'x', extra: 1 } as never, token: owner.token })
    expectRefusal(raw, 'VALIDATION')
  })
})

describe('retrain and refund', () => {
  it('lets an ended class retrain once into a later class of the same goods', async () => {
    const me = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 5, title: '重训课程' })
    await buy(me.token, goods)
    const seatId = await mySeatId(me.token, goods.classId!)
    expectRefusal(await callApi(t.app, retrainSeat, { params: { id: seatId }, body: { targetClassId: goods.classId! }, token: me.token }), 'RETRAIN_NOT_ALLOWED')
    await t.db.update(goodsClasses).set({ startDate: day(-20), endDate: day(-18) }).where(eq(goodsClasses.id, goods.classId!))
    const later = await addClass(goods.id, 2, 5, '下一期')
    const options = expectOk(await callApi(t.app, getRetrainOptions, { params: { id: seatId }, token: me.token }))
    expect(options.seat.canRetrain).toBe(true)
    expect(options.targets.map((c) => c.classId)).toEqual([later])
    const seat = expectOk(await callApi(t.app, retrainSeat, { params: { id: seatId }, body: { targetClassId: later }, token: me.token }))
    expect(seat).toMatchObject({ classId: later, source: 'retrain', canRetrain: false })
    expect(await seatsLeft(t.db, later)).toBe(1)
    expectRefusal(await callApi(t.app, retrainSeat, { params: { id: seatId }, body: { targetClassId: later }, token: me.token }), 'RETRAIN_NOT_ALLOWED')
  })

  it('withdraws the seat when the order is refunded, and gives the class its seat back', async () => {
    const me = await t.createUser()
    const goods = await seedGoods(t.db, { classSeats: 5, title: '退款退班' })
    const other = await addClass(goods.id, 5)
    const order = await buy(me.token, goods)
    const seatId = await mySeatId(me.token, goods.classId!)
    const moved = expectOk(await transfer(me.token, seatId, other))
    const refund = expectOk(await callApi(t.app, requestRefund, { params: { id: order.id }, body: { reason: '时间冲突', amountFen: order.amountDueFen }, token: me.token }))
    expectOk(await callApi(t.app, approveRefund, { params: { id: refund.id }, body: {}, token: admin.token }))
    expectOk(await callApi(t.app, payoutRefund, { params: { id: refund.id }, body: {}, token: admin.token }))
    const page = expectOk(await callApi(t.app, listMyClasses, { query: {}, token: me.token }))
    expect(page.list).toHaveLength(0)
    const [row] = await t.db.select().from(seats).where(eq(seats.id, moved.seatId))
    expect(row!.status).toBe('withdrawn')
    // The seat the learner held (after the transfer) went back, not the original class's.
    expect([await seatsLeft(t.db, goods.classId!), await seatsLeft(t.db, other)]).toEqual([5, 5])
  })
})
