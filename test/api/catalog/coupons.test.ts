// /api/coupon*: the holder's coupons by state (expired derived from valid_until), one coupon (owner-scoped), a
// shared coupon's page, and receiving it once per user from a limited stock.
import { eq } from 'drizzle-orm'
import { couponTemplates } from '../../../server/src/db/schema'
import { expectOk, expectRefusal } from '../helpers/api'
import { catalogApp, giveCoupon, makeTemplate, SEED_NOW, type CatalogTest } from '../helpers/catalog-fixtures'
import { getCoupon, getSharedCoupon, listCoupons, receiveCoupon } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let c: CatalogTest
beforeAll(async () => {
  c = await catalogApp()
})
afterAll(() => c.t.close())

const DAY = 86_400_000
const list = async (token: string, query = '') => expectOk<any>(await callApiRaw(c.t.app, listCoupons, { query, token }))
const receive = (token: string, shareCode: string) => callApiRaw(c.t.app, receiveCoupon, { body: { shareCode }, token })

describe('my coupons', () => {
  let owner: { id: number; token: string }
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    owner = await c.t.createUser()
    ids.unused = await giveCoupon(c.t.db, owner.id, { title: '满300减50', value: 5_000, minSpendFen: 30_000, source: '新人礼包', scopeGoodsIds: [c.ids['sports-nutrition']] })
    ids.used = await giveCoupon(c.t.db, owner.id, {}, { state: 'used', usedAt: new Date(SEED_NOW - DAY), orderId: 42 })
    ids.expired = await giveCoupon(c.t.db, owner.id, {}, { validUntil: new Date(SEED_NOW - DAY) })
  })

  it('lists every coupon, newest first, with state, scope titles and validity', async () => {
    const page = await list(owner.token)
    expect(page).toMatchObject({ total: 3, page: 1, size: 10 })
    expect(page.list.map((k: any) => [k.id, k.state])).toEqual([[ids.expired, 'expired'], [ids.used, 'used'], [ids.unused, 'unused']])
    expect(page.list[2]).toEqual({
      id: ids.unused, title: '满300减50', type: 'amount_off', value: 5_000, minSpendFen: 30_000, source: '新人礼包',
      scope: [{ id: c.ids['sports-nutrition'], title: '运动营养师课程' }], validUntil: new Date(SEED_NOW + 10 * DAY).toISOString(), state: 'unused'
    })
  })

  it.each(['unused', 'used', 'expired'])('lists the %s tab', async (state) => {
    const page = await list(owner.token, `?state=${state}`)
    expect(page.total).toBe(1)
    expect(page.list.map((k: any) => k.id)).toEqual([ids[state]])
  })

  it('moves a coupon to expired when its time runs out, without any job', async () => {
    c.clock.advance(11 * DAY)
    try {
      expect((await list(owner.token, '?state=expired')).total).toBe(2)
      expect((await list(owner.token, '?state=unused')).total).toBe(0)
    } finally {
      c.clock.advance(-11 * DAY)
    }
  })

  it('pages', async () => {
    expect((await list(owner.token, '?size=2&page=2')).list.map((k: any) => k.id)).toEqual([ids.unused])
  })

  it("reads one coupon, and answers another user's exactly like a missing one", async () => {
    expect(expectOk(await callApi(c.t.app, getCoupon, { params: { id: ids.used }, token: owner.token }))).toMatchObject({ id: ids.used, state: 'used' })
    const stranger = await c.t.createUser()
    for (const id of [ids.unused, 999_999]) {
      const res = await callApiRaw(c.t.app, getCoupon, { params: { id: id }, token: stranger.token })
      expect(res.json()).toEqual({ status: 0, code: 'NOT_FOUND', message: '优惠券不存在', data: null })
    }
    expect((await list(stranger.token)).total).toBe(0)
  })

  it('needs a session', async () => {
    expect((await callApiRaw(c.t.app, listCoupons)).statusCode).toBe(401)
    expect((await callApiRaw(c.t.app, getCoupon, { params: { id: ids.unused } })).statusCode).toBe(401)
    expect((await callApiRaw(c.t.app, receiveCoupon, { body: { shareCode: 'WELCOME50' } })).statusCode).toBe(401)
  })

  it.each([
    ['?state=lost', '优惠券状态无效'],
    ['?size=100', '每页最多50条']
  ])('refuses the query %s', async (query, message) => {
    expectRefusal(await callApiRaw(c.t.app, listCoupons, { query, token: owner.token }), 'VALIDATION', message)
  })
})

describe('shared coupons', () => {
  it('shows a shared coupon to anyone, and whether the signed-in user has it', async () => {
    const visitor = expectOk(await callApi(c.t.app, getSharedCoupon, { params: { shareCode: 'WELCOME50' } }))
    expect(visitor).toEqual({
      shareCode: 'WELCOME50', title: '新人立减50元', type: 'amount_off', value: 5_000, minSpendFen: 30_000,
      validUntil: new Date(SEED_NOW + 30 * DAY).toISOString(), stockLeft: 1_000, received: false
    })
    const user = await c.t.createUser()
    expectOk(await receive(user.token, 'WELCOME50'))
    const mine = expectOk(await callApi(c.t.app, getSharedCoupon, { params: { shareCode: 'WELCOME50' }, token: user.token }))
    expect(mine).toMatchObject({ received: true, stockLeft: 999 })
    expectRefusal(await callApi(c.t.app, getSharedCoupon, { params: { shareCode: 'NOPE1234' } }), 'NOT_FOUND', '优惠券不存在')
  })

  it('receives a coupon valid for the template days, but never past the campaign end', async () => {
    const user = await c.t.createUser()
    const welcome = expectOk<any>(await receive(user.token, 'WELCOME50'))
    expect(welcome).toMatchObject({ title: '新人立减50元', state: 'unused', source: '新人礼包', validUntil: new Date(SEED_NOW + 30 * DAY).toISOString() })
    const capped = await makeTemplate(c.t.db, { validDays: 30, validUntil: new Date(SEED_NOW + 3 * DAY) })
    expect(expectOk<any>(await receive(user.token, capped.shareCode)).validUntil).toBe(new Date(SEED_NOW + 3 * DAY).toISOString())
    expect((await list(user.token, '?state=unused')).total).toBe(2)
  })

  it('gives each person one coupon of a kind', async () => {
    const user = await c.t.createUser()
    expectOk(await receive(user.token, 'SPRING85'))
    expectRefusal(await receive(user.token, 'SPRING85'), 'COUPON_RECEIVED', '您已领取过该优惠券')
    expect((await list(user.token)).total).toBe(1)
  })

  it('refuses when the stock is gone or the campaign is over, and takes nothing', async () => {
    const soldOut = await makeTemplate(c.t.db, { stockTotal: 1, stockLeft: 1 })
    expectOk(await receive((await c.t.createUser()).token, soldOut.shareCode))
    const late = await c.t.createUser()
    expectRefusal(await receive(late.token, soldOut.shareCode), 'COUPON_SOLD_OUT', '优惠券已被领完')
    const over = await makeTemplate(c.t.db, { validDays: null, validUntil: new Date(SEED_NOW - 1) })
    expectRefusal(await receive(late.token, over.shareCode), 'COUPON_ENDED', '该优惠券活动已结束')
    expect((await list(late.token)).total).toBe(0)
    const [row] = await c.t.db.select().from(couponTemplates).where(eq(couponTemplates.id, soldOut.id))
    expect(row.stockLeft).toBe(0)
  })

  it('refuses a malformed share code with a readable message', async () => {
    const user = await c.t.createUser()
    expectRefusal(await callApi(c.t.app, receiveCoupon, { body: { shareCode: 'ab' }, token: user.token }), 'VALIDATION')
    expectRefusal(await callApiRaw(c.t.app, receiveCoupon, { body: { shareCode: 'WELCOME50', userId: 1 }, token: user.token }), 'VALIDATION', '不支持的参数：userId')
  })
})
