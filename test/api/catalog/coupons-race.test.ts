// Coupons under real parallel transactions: 50 people receiving a 10-stock coupon get exactly 10, one person
// tapping ten times gets one, and 50 orders racing to use one coupon get exactly one use.
import { eq } from 'drizzle-orm'
import { couponTemplates, userCoupons } from '../../../server/src/db/schema'
import { releaseCoupon, useCoupon } from '../../../server/src/contexts/catalog'
import { catalogApp, giveCoupon, makeTemplate, type CatalogTest } from '../helpers/catalog-fixtures'
import { receiveCoupon } from '@contract/catalog/endpoints'
import { callApiRaw } from '../helpers/contract'

let c: CatalogTest
beforeAll(async () => {
  c = await catalogApp()
})
afterAll(() => c.t.close())

const receive = (token: string, shareCode: string) => callApiRaw(c.t.app, receiveCoupon, { body: { shareCode }, token })
const codes = (answers: { json(): any }[]) => answers.map((r) => r.json().code ?? 'OK')
const count = (list: string[], value: string) => list.filter((v) => v === value).length

it('hands out exactly 10 of a 10-stock coupon to 50 people receiving at once', async () => {
  const { id, shareCode } = await makeTemplate(c.t.db, { stockTotal: 10, stockLeft: 10 })
  const users = await Promise.all(Array.from({ length: 50 }, () => c.t.createUser()))
  const answers = codes(await Promise.all(users.map((u) => receive(u.token, shareCode))))
  expect(count(answers, 'OK')).toBe(10)
  expect(count(answers, 'COUPON_SOLD_OUT')).toBe(40)
  const [template] = await c.t.db.select().from(couponTemplates).where(eq(couponTemplates.id, id))
  expect(template.stockLeft).toBe(0)
  expect(await c.t.db.select().from(userCoupons).where(eq(userCoupons.templateId, id))).toHaveLength(10)
})

it('gives one coupon to one person tapping ten times at once', async () => {
  const { id, shareCode } = await makeTemplate(c.t.db, { stockTotal: 5, stockLeft: 5 })
  const user = await c.t.createUser()
  const answers = codes(await Promise.all(Array.from({ length: 10 }, () => receive(user.token, shareCode))))
  expect(count(answers, 'OK')).toBe(1)
  expect(count(answers, 'COUPON_RECEIVED')).toBe(9)
  const [template] = await c.t.db.select().from(couponTemplates).where(eq(couponTemplates.id, id))
  expect(template.stockLeft).toBe(4)
})

describe('using a coupon', () => {
  it('lets exactly one of 50 parallel orders use the same coupon', async () => {
    const user = await c.t.createUser()
    const couponId = await giveCoupon(c.t.db, user.id)
    const attempts = Array.from({ length: 50 }, (_, i) =>
      c.t.db.transaction((tx) => useCoupon(tx, user.id, couponId, 1_000 + i, c.clock.now()))
    )
    const results = await Promise.allSettled(attempts)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refusals).toHaveLength(49)
    for (const r of refusals) expect(r.reason).toMatchObject({ code: 'COUPON_UNAVAILABLE', message: '优惠券已被使用或已过期' })
    const [row] = await c.t.db.select().from(userCoupons).where(eq(userCoupons.id, couponId))
    expect(row.state).toBe('used')
    expect(row.orderId).toBeGreaterThanOrEqual(1_000)
  })

  it("refuses another user's coupon and an expired one", async () => {
    const owner = await c.t.createUser()
    const stranger = await c.t.createUser()
    const couponId = await giveCoupon(c.t.db, owner.id)
    await expect(c.t.db.transaction((tx) => useCoupon(tx, stranger.id, couponId, 1, c.clock.now()))).rejects.toMatchObject({ code: 'COUPON_UNAVAILABLE' })
    const expired = await giveCoupon(c.t.db, owner.id, {}, { validUntil: new Date(c.clock.now().getTime() - 1) })
    await expect(c.t.db.transaction((tx) => useCoupon(tx, owner.id, expired, 1, c.clock.now()))).rejects.toMatchObject({ code: 'COUPON_UNAVAILABLE' })
  })

  it('gives the coupon back when the order is closed, once, and it can be used again', async () => {
    const user = await c.t.createUser()
    const couponId = await giveCoupon(c.t.db, user.id)
    await c.t.db.transaction((tx) => useCoupon(tx, user.id, couponId, 77, c.clock.now()))
    expect(await c.t.db.transaction((tx) => releaseCoupon(tx, 77))).toBe(1)
    expect(await c.t.db.transaction((tx) => releaseCoupon(tx, 77))).toBe(0)
    const [row] = await c.t.db.select().from(userCoupons).where(eq(userCoupons.id, couponId))
    expect(row).toMatchObject({ state: 'unused', orderId: null, usedAt: null })
    await c.t.db.transaction((tx) => useCoupon(tx, user.id, couponId, 78, c.clock.now()))
  })
})
