// GET /api/learning/classes (pages/course/classList, the next step after 支付成功): the classes the learner holds a
// seat in, by where they stand today in China, owner-scoped, paged.
import { eq } from 'drizzle-orm'
import { chinaDate } from '../../../server/src/contexts/catalog'
import { goodsClasses } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk, testClock } from '../helpers/api'
import { seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, type Api } from '../helpers/commerce/shop'
import { cancelOrder, requestRefund } from '@contract/commerce/endpoints'
import type { QueryOf } from '@contract/define'
import { listMyClasses } from '@contract/learning/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

// Near the real time: the sandbox's signed notifications carry the real time and are checked against this clock.
const clock = testClock(Date.now())
const DAY_MS = 24 * 60 * 60 * 1000
/** 'YYYY-MM-DD' in China, `offset` days from the clock's today there. */
const day = (offset: number) => chinaDate(new Date(clock.now().getTime() + offset * DAY_MS))
let t: TestApp
let api: Api
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  api = caller(t)
})
afterAll(() => t.close())

/** Goods with one class, open for sale (the fixture's class runs in 2099) until setDates moves it. */
const classGoods = (title: string) => seedGoods(t.db, { classSeats: 10, title })

async function setDates(goods: SeededGoods, startDate: string, endDate: string) {
  await t.db.update(goodsClasses).set({ startDate, endDate, schedule: '周六、周日 9:00-17:00' }).where(eq(goodsClasses.id, goods.classId!))
}

async function buy(token: string, goods: SeededGoods) {
  const order = await placeOrder(api, token, goods)
  await sandboxPay(api, token, order.id)
  return order
}

/** Buys a seat while the class is open, then gives the class the dates of the test's story. */
async function join(token: string, title: string, startDate: string, endDate: string) {
  const goods = await classGoods(title)
  const order = await buy(token, goods)
  await setDates(goods, startDate, endDate)
  return order
}

const list = async (token: string, query: QueryOf<typeof listMyClasses> = {}) => expectOk(await callApi(t.app, listMyClasses, { query, token }))
const titles = (page: any) => page.list.map((c: any) => c.goods.title)

describe('my classes', () => {
  let me: { id: number; token: string }
  beforeAll(async () => {
    me = await t.createUser()
    await join(me.token, '已结束早', day(-54), day(-52))
    await join(me.token, '已结束晚', day(-23), day(-21))
    await join(me.token, '进行中', day(-1), day(1))
    await join(me.token, '明天开课', day(1), day(2))
    await join(me.token, '下月开课', day(30), day(31))
  })

  it('lists ongoing first, then upcoming from the soonest, then ended from the latest', async () => {
    const page = await list(me.token)
    expect(titles(page)).toEqual(['进行中', '明天开课', '下月开课', '已结束晚', '已结束早'])
    expect(page.total).toBe(5)
    expect(page.list[0]).toMatchObject({
      name: '北京周末班', city: '北京', startDate: day(-1), endDate: day(1), schedule: '周六、周日 9:00-17:00',
      state: 'ongoing', daysToStart: null, refunding: false
    })
    expect(page.list[1]).toMatchObject({ state: 'upcoming', daysToStart: 1 })
    expect(page.list[2]).toMatchObject({ state: 'upcoming', daysToStart: 30 })
    expect(page.list[3]).toMatchObject({ state: 'ended', daysToStart: null })
  })

  it('filters by state, counting only that state', async () => {
    expect(titles(await list(me.token, { state: 'upcoming' }))).toEqual(['明天开课', '下月开课'])
    expect(titles(await list(me.token, { state: 'ongoing' }))).toEqual(['进行中'])
    const ended = await list(me.token, { state: 'ended' })
    expect([titles(ended), ended.total]).toEqual([['已结束晚', '已结束早'], 2])
  })

  it('pages without overlap', async () => {
    const first = await list(me.token, { page: 1, size: 2 })
    const second = await list(me.token, { page: 2, size: 2 })
    const third = await list(me.token, { page: 3, size: 2 })
    expect([...titles(first), ...titles(second), ...titles(third)]).toEqual(['进行中', '明天开课', '下月开课', '已结束晚', '已结束早'])
    expect(third.total).toBe(5)
  })
})

describe('what holds a seat', () => {
  it('lists paid and refunding orders of a class; not unpaid, cancelled or class-less ones', async () => {
    const me = await t.createUser()
    const paid = await join(me.token, '已支付', day(7), day(8))
    const refunding = await join(me.token, '退款中', day(9), day(10))
    expectOk(await callApi(t.app, requestRefund, { params: { id: refunding.id }, body: { reason: '时间冲突', amountFen: refunding.amountDueFen }, token: me.token }))
    await placeOrder(api, me.token, await classGoods('未支付'))
    const cancelled = await placeOrder(api, me.token, await classGoods('已取消'))
    expectOk(await callApi(t.app, cancelOrder, { params: { id: cancelled.id }, token: me.token }))
    await buy(me.token, await seedGoods(t.db, { title: '无班级' }))
    const page = await list(me.token)
    expect(page.list.map((c: any) => [c.goods.title, c.orderId, c.refunding])).toEqual([
      ['已支付', paid.id, false],
      ['退款中', refunding.id, true]
    ])
  })

  it("never shows another learner's classes", async () => {
    const buyer = await t.createUser()
    const stranger = await t.createUser()
    await join(buyer.token, '别人的班', day(7), day(8))
    expect(await list(stranger.token)).toEqual({ list: [], total: 0, page: 1, size: 10 })
  })
})

describe('the day a class begins', () => {
  it('is its first day in China, not in UTC', async () => {
    const me = await t.createUser()
    await join(me.token, '明天开课', day(1), day(2))
    const stateOf = async () => (await list(me.token)).list.map((c: any) => [c.state, c.daysToStart])
    // 23:59 today in China is 15:59 UTC: still the class's eve.
    const toChinaTime = Date.parse(`${day(0)}T15:59:00Z`) - clock.now().getTime()
    clock.advance(toChinaTime)
    try {
      expect(await stateOf()).toEqual([['upcoming', 1]])
      clock.advance(60_000) // midnight in China, still the same day in UTC
      expect(await stateOf()).toEqual([['ongoing', null]])
    } finally {
      clock.advance(-toChinaTime - 60_000)
    }
  })
})

describe('bad requests', () => {
  it('needs a login', async () => {
    expect((await callApiRaw(t.app, listMyClasses)).statusCode).toBe(401)
  })

  it('refuses an unknown state or parameter with a sentence', async () => {
    const me = await t.createUser()
    const bad = (await callApiRaw(t.app, listMyClasses, { query: { state: 'soon' }, token: me.token })).json()
    expect(bad).toMatchObject({ status: 0, code: 'VALIDATION', message: expect.stringContaining('班级状态无效') })
    const unknown = (await callApiRaw(t.app, listMyClasses, { query: { sort: 1 }, token: me.token })).json()
    expect(unknown).toMatchObject({ status: 0, code: 'VALIDATION' })
  })
})
