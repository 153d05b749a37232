// computeQuote (pricing/index.ts), as the orders module calls it: goods and class/session checks, bundle
// deduction, each coupon kind and every coupon refusal, points caps, and the coupons listed as usable.
import { userCoupons } from '../../../server/src/db/schema'
import { computeQuote, type QuoteRequest } from '../../../server/src/contexts/catalog'
import { expectOk } from '../helpers/api'
import { catalogApp, giveCoupon, givePoints, grantOwned, makeClass, makeGoods, type CatalogTest } from '../helpers/catalog-fixtures'
import { getGoods, listGoodsCoupons } from '@contract/catalog/endpoints'
import { quoteOrder } from '@contract/commerce/endpoints'
import { callApi } from '../helpers/contract'

let c: CatalogTest
beforeAll(async () => {
  c = await catalogApp()
})
afterAll(() => c.t.close())

const quote = (userId: number, input: Partial<QuoteRequest> & { goodsId: number }) =>
  c.t.db.transaction((tx) => computeQuote(tx, userId, { points: 0, ...input }, c.clock.now()))

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const err = await promise.then(() => null, (e: unknown) => e as { code: string; message: string })
  if (!err) throw new Error('expected a refusal')
  return { code: err.code, message: err.message }
}

async function classOf(slug: string, city: string): Promise<number> {
  const g = expectOk(await callApi(c.t.app, getGoods, { params: { id: c.ids[slug] } }))
  return g.classes.find((k: any) => k.city === city)!.id
}

async function sessionOf(slug: string, status: string): Promise<number> {
  const g = expectOk(await callApi(c.t.app, getGoods, { params: { id: c.ids[slug] } }))
  return g.examSessions.find((s: any) => s.status === status)!.id
}

describe('goods and the class or session chosen', () => {
  let userId: number
  beforeAll(async () => {
    userId = (await c.t.createUser()).id
  })

  it('prices a course in an upcoming or ongoing class', async () => {
    const goodsId = c.ids['fitness-coach-national']
    const q = await quote(userId, { goodsId, classId: await classOf('fitness-coach-national', '上海') })
    expect(q).toMatchObject({
      goodsId, kind: 'course', title: '国家职业资格健身教练培训（初级）', ships: true, needsAddress: true, priceFen: 680_000,
      bundleDeductionFen: 0, couponDiscountFen: 0, pointsUsed: 0, pointsDiscountFen: 0, amountDueFen: 680_000, pointsBalance: 0, maxPoints: 0
    })
    expect(q.goods).toMatchObject({ id: goodsId, cities: ['上海', '北京', '广州'] })
    expect(q.choice).toMatch(/^上海第\d+期 · \d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/) // names the class for checkout
    expect(q.agreements.map((a) => a.title)).toEqual(['课程购买协议', '线下培训安全须知', '退款说明'])
    expect((await quote(userId, { goodsId, classId: await classOf('fitness-coach-national', '北京') })).classId).toBeDefined()
  })

  it.each([
    [undefined, 'CLASS_REQUIRED', '请选择班级'],
    ['广州', 'CLASS_FULL', '该班级已满员'],
    ['深圳', 'CLASS_ENDED', '该班级已结课']
  ])('refuses class %s with %s', async (city, code, message) => {
    const classId = city ? await classOf('fitness-coach-national', city) : undefined
    expect(await refusal(quote(userId, { goodsId: c.ids['fitness-coach-national'], classId }))).toEqual({ code, message: expect.stringContaining(message) })
  })

  it("refuses another goods' class, and a class for goods that have none", async () => {
    const other = await classOf('pilates-mat-basic', '上海')
    expect((await refusal(quote(userId, { goodsId: c.ids['fitness-coach-national'], classId: other }))).code).toBe('CLASS_NOT_FOUND')
    expect((await refusal(quote(userId, { goodsId: c.ids['sports-nutrition'], classId: other }))).code).toBe('CLASS_NOT_FOUND')
  })

  it('needs an open exam session for an exam', async () => {
    const goodsId = c.ids['cpr-aed-exam']
    expect((await refusal(quote(userId, { goodsId }))).code).toBe('SESSION_REQUIRED')
    expect((await refusal(quote(userId, { goodsId, examSessionId: await sessionOf('cpr-aed-exam', 'closed') }))).code).toBe('SESSION_CLOSED')
    expect((await refusal(quote(userId, { goodsId, examSessionId: await sessionOf('cpr-aed-exam', 'full') }))).code).toBe('SESSION_FULL')
    const open = await sessionOf('cpr-aed-exam', 'open')
    expect(await quote(userId, { goodsId, examSessionId: open })).toMatchObject({ examSessionId: open, amountDueFen: 38_000, needsAddress: false })
  })

  it('names an exam session at its China wall clock, as the goods page and the order show it', async () => {
    const goodsId = c.ids['cpr-aed-exam']
    const g = expectOk(await callApi(c.t.app, getGoods, { params: { id: goodsId } }))
    const session = g.examSessions.find((s: any) => s.status === 'open')!
    const beijing = new Date(new Date(session.startsAt).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
    const q = await quote(userId, { goodsId, examSessionId: session.id })
    expect(q.choice).toBe([session.city, beijing, session.venueName].filter(Boolean).join(' · '))
  })

  it('refuses goods off sale or missing', async () => {
    const offSale = await makeGoods(c.t.db, { onSale: false })
    expect(await refusal(quote(userId, { goodsId: offSale }))).toEqual({ code: 'GOODS_OFF_SALE', message: '商品已下架' })
    expect(await refusal(quote(userId, { goodsId: 999_999 }))).toEqual({ code: 'NOT_FOUND', message: '商品不存在' })
  })

  it('refuses a class taken off sale', async () => {
    const goodsId = await makeGoods(c.t.db)
    const classId = await makeClass(c.t.db, goodsId, { status: 'off_sale' })
    expect((await refusal(quote(userId, { goodsId, classId }))).code).toBe('CLASS_OFF_SALE')
  })
})

describe('bundles', () => {
  it('deduct the price of items the buyer already owns', async () => {
    const buyer = await c.t.createUser()
    const goodsId = c.ids['nutrition-posture-bundle']
    expect(await quote(buyer.id, { goodsId })).toMatchObject({ priceFen: 298_000, bundleDeductionFen: 0, amountDueFen: 298_000 })
    await grantOwned(c.t.db, buyer.id, c.ids['rehab-posture'])
    await grantOwned(c.t.db, buyer.id, c.ids['sports-nutrition'])
    // 1280 + 1980 yuan owned is more than the bundle's 2980: the deduction stops at the price.
    expect(await quote(buyer.id, { goodsId })).toMatchObject({ bundleDeductionFen: 298_000, amountDueFen: 0 })
  })
})

describe('coupons', () => {
  const course = () => c.ids['sports-nutrition'] // 1980 yuan, no classes
  const exam = () => c.ids['pilates-mat-exam']

  it.each([
    ['amount_off', { type: 'amount_off', value: 5_000 }, 5_000],
    ['discount 85', { type: 'discount', value: 85 }, 29_700],
    ['free_order', { type: 'free_order', value: 0 }, 198_000],
    ['course_redeem', { type: 'course_redeem', value: 0 }, 198_000]
  ] as const)('applies %s', async (_name, template, discount) => {
    const buyer = await c.t.createUser()
    const couponId = await giveCoupon(c.t.db, buyer.id, template)
    const q = await quote(buyer.id, { goodsId: course(), couponId })
    expect(q).toMatchObject({ couponId, couponDiscountFen: discount, amountDueFen: 198_000 - discount })
    expect(q.usableCoupons.map((k) => k.id)).toEqual([couponId])
  })

  it('refuses a course-redeem coupon for an exam, out-of-scope goods and an unmet minimum spend', async () => {
    const buyer = await c.t.createUser()
    const redeem = await giveCoupon(c.t.db, buyer.id, { type: 'course_redeem', value: 0 })
    const scoped = await giveCoupon(c.t.db, buyer.id, { scopeGoodsIds: [c.ids['rehab-posture']] })
    const highMin = await giveCoupon(c.t.db, buyer.id, { minSpendFen: 200_000 })
    const session = await sessionOf('pilates-mat-exam', 'open')
    expect(await refusal(quote(buyer.id, { goodsId: exam(), examSessionId: session, couponId: redeem }))).toEqual({
      code: 'COUPON_NOT_APPLICABLE', message: '课程兑换券仅可用于兑换课程'
    })
    expect(await refusal(quote(buyer.id, { goodsId: course(), couponId: scoped }))).toEqual({ code: 'COUPON_NOT_APPLICABLE', message: '该优惠券不适用于此商品' })
    expect(await refusal(quote(buyer.id, { goodsId: course(), couponId: highMin }))).toEqual({
      code: 'COUPON_MIN_SPEND', message: '该优惠券满¥2,000可用，当前金额未达到使用门槛'
    })
    const q = await quote(buyer.id, { goodsId: course() })
    expect(q.usableCoupons.map((k) => k.id)).toEqual([redeem])
  })

  it('measures the minimum spend after the bundle deduction', async () => {
    const buyer = await c.t.createUser()
    const couponId = await giveCoupon(c.t.db, buyer.id, { minSpendFen: 200_000 })
    const goodsId = c.ids['nutrition-posture-bundle']
    expect((await quote(buyer.id, { goodsId, couponId })).couponDiscountFen).toBe(1_000)
    await grantOwned(c.t.db, buyer.id, c.ids['rehab-posture'])
    expect((await refusal(quote(buyer.id, { goodsId, couponId }))).code).toBe('COUPON_MIN_SPEND')
  })

  it("refuses a used or expired coupon, and another user's exactly like a missing one", async () => {
    const buyer = await c.t.createUser()
    const stranger = await c.t.createUser()
    const used = await giveCoupon(c.t.db, buyer.id, {}, { state: 'used', usedAt: new Date() })
    const expired = await giveCoupon(c.t.db, buyer.id, {}, { validUntil: new Date(c.clock.now().getTime() - 1) })
    const theirs = await giveCoupon(c.t.db, stranger.id)
    expect(await refusal(quote(buyer.id, { goodsId: course(), couponId: used }))).toEqual({ code: 'COUPON_UNAVAILABLE', message: '优惠券已被使用或已过期' })
    expect((await refusal(quote(buyer.id, { goodsId: course(), couponId: expired }))).code).toBe('COUPON_UNAVAILABLE')
    expect(await refusal(quote(buyer.id, { goodsId: course(), couponId: theirs }))).toEqual({ code: 'NOT_FOUND', message: '优惠券不存在' })
    expect(await refusal(quote(buyer.id, { goodsId: course(), couponId: 999_999 }))).toEqual({ code: 'NOT_FOUND', message: '优惠券不存在' })
    expect((await quote(buyer.id, { goodsId: course() })).usableCoupons).toEqual([])
    expect(await c.t.db.select().from(userCoupons)).toEqual(expect.arrayContaining([expect.objectContaining({ id: theirs, state: 'unused' })]))
  })
})

describe('coupon options: every held coupon with its saving or why it does not apply', () => {
  it('lists usable coupons by saving, largest first, then refused ones with the reason', async () => {
    const buyer = await c.t.createUser()
    const goodsId = c.ids['nutrition-posture-bundle'] // 2980 yuan
    const fifty = await giveCoupon(c.t.db, buyer.id, { title: '新人立减50', type: 'amount_off', value: 5_000 })
    const off15 = await giveCoupon(c.t.db, buyer.id, { title: '8.5折', type: 'discount', value: 85 })
    const scoped = await giveCoupon(c.t.db, buyer.id, { scopeGoodsIds: [c.ids['rehab-posture']] })
    const redeem = await giveCoupon(c.t.db, buyer.id, { type: 'course_redeem', value: 0 })
    const highMin = await giveCoupon(c.t.db, buyer.id, { minSpendFen: 500_000 })
    await giveCoupon(c.t.db, buyer.id, {}, { state: 'used', usedAt: new Date() })
    const q = await quote(buyer.id, { goodsId })
    expect(q.couponOptions.map((o) => [o.coupon.id, o.savingFen, o.refusal])).toEqual([
      [off15, 44_700, null],
      [fifty, 5_000, null],
      [scoped, 0, 'out_of_scope'],
      [redeem, 0, 'not_a_course'],
      [highMin, 0, 'min_spend']
    ])
    expect(q.usableCoupons.map((k) => k.id)).toEqual([off15, fifty])
  })

  it('answers the options over HTTP (response schema) and the chosen coupon saves what its option said', async () => {
    const buyer = await c.t.createUser()
    const goodsId = c.ids['sports-nutrition']
    const off = await giveCoupon(c.t.db, buyer.id, { type: 'discount', value: 85 })
    const res = expectOk(await callApi(c.t.app, quoteOrder, { body: { goodsId }, token: buyer.token }))
    expect(res.couponOptions).toEqual([{ coupon: expect.objectContaining({ id: off, type: 'discount' }), savingFen: 29_700, refusal: null }])
    const chosen = expectOk(await callApi(c.t.app, quoteOrder, { body: { goodsId, couponId: off }, token: buyer.token }))
    expect(chosen.couponDiscountFen).toBe(res.couponOptions[0].savingFen)
  })

  it('is empty for a buyer without coupons', async () => {
    const buyer = await c.t.createUser()
    expect((await quote(buyer.id, { goodsId: c.ids['sports-nutrition'] })).couponOptions).toEqual([])
  })
})

describe('points', () => {
  it('caps points by the balance', async () => {
    const buyer = await c.t.createUser()
    await givePoints(c.t.db, buyer.id, 500)
    const q = await quote(buyer.id, { goodsId: c.ids['sports-nutrition'], points: 100_000 })
    expect(q).toMatchObject({ pointsBalance: 500, maxPoints: 500, pointsUsed: 500, pointsDiscountFen: 500, amountDueFen: 197_500 })
  })

  it('caps points by half of what is left after the coupon (floor)', async () => {
    const buyer = await c.t.createUser()
    await givePoints(c.t.db, buyer.id, 1_000_000)
    const couponId = await giveCoupon(c.t.db, buyer.id, { type: 'amount_off', value: 1 })
    const q = await quote(buyer.id, { goodsId: c.ids['women-strength-lecture'], couponId, points: 5_000 }) // 19.90 yuan
    expect(q).toMatchObject({ couponDiscountFen: 1, maxPoints: 994, pointsUsed: 994, amountDueFen: 1_990 - 1 - 994 })
  })

  it('never makes the payable negative, and uses no points on a free order', async () => {
    const buyer = await c.t.createUser()
    await givePoints(c.t.db, buyer.id, 10_000)
    const couponId = await giveCoupon(c.t.db, buyer.id, { type: 'free_order', value: 0 })
    const q = await quote(buyer.id, { goodsId: c.ids['sports-nutrition'], couponId, points: 10_000 })
    expect(q).toMatchObject({ couponDiscountFen: 198_000, maxPoints: 0, pointsUsed: 0, amountDueFen: 0 })
  })
})

describe('GET /api/goods/{id}/coupons', () => {
  it("lists the signed-in buyer's unused coupons that apply, and nothing to a visitor", async () => {
    const buyer = await c.t.createUser()
    const fits = await giveCoupon(c.t.db, buyer.id, { title: '能用的券' })
    await giveCoupon(c.t.db, buyer.id, { scopeGoodsIds: [c.ids['rehab-posture']] })
    await giveCoupon(c.t.db, buyer.id, {}, { state: 'used', usedAt: new Date() })
    const params = { id: c.ids['sports-nutrition'] }
    const mine = expectOk(await callApi(c.t.app, listGoodsCoupons, { params, token: buyer.token }))
    expect(mine.map((k) => k.id)).toEqual([fits])
    expect(mine[0]).toMatchObject({ title: '能用的券', type: 'amount_off', value: 1_000, state: 'unused', scope: [], source: '' })
    expect(expectOk(await callApi(c.t.app, listGoodsCoupons, { params }))).toEqual([])
  })
})
