// Points: the balance and ledger routes, and the order-side operations (spend, return, earn, reverse) with their
// once-per-order guards and the balance that never goes negative.
import { asc, eq } from 'drizzle-orm'
import { pointsAccounts, pointsLedger } from '../../../server/src/db/schema'
import { earnPoints, returnPoints, reverseEarnedPoints, spendPoints } from '../../../server/src/contexts/catalog'
import { expectOk, expectRefusal } from '../helpers/api'
import { balanceOf, catalogApp, givePoints, type CatalogTest } from '../helpers/catalog-fixtures'
import { getPointsSummary, listPointsLog } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let c: CatalogTest
beforeAll(async () => {
  c = await catalogApp()
})
afterAll(() => c.t.close())

const inTx = <T>(run: (tx: typeof c.t.db) => Promise<T>) => c.t.db.transaction(run)
const account = async (userId: number) => (await c.t.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)))[0]
const ledger = (userId: number) =>
  c.t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id))

describe('GET /api/points and /api/points/log', () => {
  it('answers zeros for someone who never had points', async () => {
    const user = await c.t.createUser()
    expect(expectOk(await callApi(c.t.app, getPointsSummary, { token: user.token }))).toEqual({ balance: 0, totalEarned: 0, totalRedeemed: 0 })
    expect(expectOk(await callApi(c.t.app, listPointsLog, { token: user.token }))).toEqual({ list: [], total: 0, page: 1, size: 10 })
  })

  it('shows the balance, totals and the ledger newest first, page by page', async () => {
    const user = await c.t.createUser()
    await inTx((tx) => earnPoints(tx, user.id, 50_000, 'A1'))
    await inTx((tx) => spendPoints(tx, user.id, 120, 'A2'))
    await inTx((tx) => earnPoints(tx, user.id, 9_999, 'A3'))
    expect(expectOk(await callApi(c.t.app, getPointsSummary, { token: user.token }))).toEqual({ balance: 479, totalEarned: 599, totalRedeemed: 120 })
    const page = expectOk(await callApi(c.t.app, listPointsLog, { query: { size: 2 }, token: user.token }))
    expect(page.total).toBe(3)
    expect(page.list.map((e: any) => [e.change, e.reason, e.orderNo])).toEqual([[99, 'purchase', 'A3'], [-120, 'redemption', 'A2']])
    expect(page.list[0]).toMatchObject({ note: '购买课程获得积分', createdAt: expect.stringMatching(/^\d{4}-/) })
  })

  it('needs a session and refuses bad paging', async () => {
    expect((await callApiRaw(c.t.app, getPointsSummary)).statusCode).toBe(401)
    expect((await callApiRaw(c.t.app, listPointsLog)).statusCode).toBe(401)
    const user = await c.t.createUser()
    expectRefusal(await callApi(c.t.app, listPointsLog, { query: { size: 0 }, token: user.token }), 'VALIDATION', '每页条数至少为1')
  })
})

describe('spending', () => {
  it('takes points only when the balance covers them, and changes nothing otherwise', async () => {
    const user = await c.t.createUser()
    await givePoints(c.t.db, user.id, 300)
    await inTx((tx) => spendPoints(tx, user.id, 200, 'S1'))
    await expect(inTx((tx) => spendPoints(tx, user.id, 101, 'S2'))).rejects.toMatchObject({ code: 'POINTS_NOT_ENOUGH', message: '积分不足' })
    expect(await account(user.id)).toMatchObject({ balance: 100, totalRedeemed: 200 })
    expect((await ledger(user.id)).map((e) => [e.change, e.orderNo])).toEqual([[-200, 'S1']])
    const nobody = await c.t.createUser()
    await expect(inTx((tx) => spendPoints(tx, nobody.id, 1, 'S3'))).rejects.toMatchObject({ code: 'POINTS_NOT_ENOUGH' })
  })

  it('spends once per order: a retried spend takes nothing more', async () => {
    const user = await c.t.createUser()
    await givePoints(c.t.db, user.id, 300)
    await inTx((tx) => spendPoints(tx, user.id, 100, 'S4'))
    await inTx((tx) => spendPoints(tx, user.id, 100, 'S4'))
    expect(await balanceOf(c.t.db, user.id)).toBe(200)
  })

  it('never lets 30 parallel spends exceed the balance', async () => {
    const user = await c.t.createUser()
    await givePoints(c.t.db, user.id, 100)
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => inTx((tx) => spendPoints(tx, user.id, 10, `R${i}`))))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    expect(await account(user.id)).toMatchObject({ balance: 0, totalRedeemed: 100 })
    const rows = await ledger(user.id)
    expect(rows).toHaveLength(10)
    expect(rows.reduce((sum, e) => sum + e.change, 0)).toBe(-100)
  })

  it('keeps the balance equal to the ledger under parallel earning and spending', async () => {
    const user = await c.t.createUser()
    await inTx((tx) => earnPoints(tx, user.id, 5_000, 'E0'))
    const work = Array.from({ length: 20 }, (_, i) =>
      inTx((tx) => (i % 2 === 0 ? earnPoints(tx, user.id, 1_000, `E${i + 1}`).then(() => undefined) : spendPoints(tx, user.id, 15, `P${i}`)))
    )
    await Promise.allSettled(work)
    const rows = await ledger(user.id)
    const acc = await account(user.id)
    expect(acc.balance).toBe(rows.reduce((sum, e) => sum + e.change, 0))
    expect(acc.balance).toBeGreaterThanOrEqual(0)
  })
})

describe('returning, earning and reversing', () => {
  it('returns at most what the order spent, once', async () => {
    const user = await c.t.createUser()
    await givePoints(c.t.db, user.id, 500)
    await inTx((tx) => spendPoints(tx, user.id, 300, 'T1'))
    expect(await inTx((tx) => returnPoints(tx, user.id, 100, 'T1'))).toBe(100)
    expect(await inTx((tx) => returnPoints(tx, user.id, 999, 'T1'))).toBe(200)
    expect(await inTx((tx) => returnPoints(tx, user.id, 300, 'T1'))).toBe(0)
    expect(await inTx((tx) => returnPoints(tx, user.id, 300, 'NEVER-SPENT'))).toBe(0)
    expect(await account(user.id)).toMatchObject({ balance: 500, totalRedeemed: 0 })
  })

  it('earns a point per whole yuan paid, once per order', async () => {
    const user = await c.t.createUser()
    expect(await inTx((tx) => earnPoints(tx, user.id, 12_399, 'U1'))).toBe(123)
    expect(await inTx((tx) => earnPoints(tx, user.id, 12_399, 'U1'))).toBe(0)
    expect(await inTx((tx) => earnPoints(tx, user.id, 99, 'U2'))).toBe(0)
    expect(await account(user.id)).toMatchObject({ balance: 123, totalEarned: 123 })
  })

  it('reverses what a refunded order earned, and what a partial refund no longer covers', async () => {
    const user = await c.t.createUser()
    await inTx((tx) => earnPoints(tx, user.id, 100_000, 'V1')) // 1000 points
    // Refund 300 yuan of 1000: 700 yuan stays paid and keeps 700 points.
    expect(await inTx((tx) => reverseEarnedPoints(tx, user.id, 'V1', 70_000))).toEqual({ taken: 300, forgiven: 0 })
    expect(await inTx((tx) => reverseEarnedPoints(tx, user.id, 'V1', 70_000))).toEqual({ taken: 0, forgiven: 0 })
    expect(await inTx((tx) => reverseEarnedPoints(tx, user.id, 'V1'))).toEqual({ taken: 700, forgiven: 0 })
    expect(await account(user.id)).toMatchObject({ balance: 0, totalEarned: 0 })
  })

  it('never drives the balance below 0: points already spent are noted and let go', async () => {
    const user = await c.t.createUser()
    await inTx((tx) => earnPoints(tx, user.id, 50_000, 'W1')) // 500 points
    await inTx((tx) => spendPoints(tx, user.id, 450, 'W2'))
    expect(await inTx((tx) => reverseEarnedPoints(tx, user.id, 'W1'))).toEqual({ taken: 50, forgiven: 450 })
    expect(await inTx((tx) => reverseEarnedPoints(tx, user.id, 'W1'))).toEqual({ taken: 0, forgiven: 0 })
    expect(await balanceOf(c.t.db, user.id)).toBe(0)
    const last = (await ledger(user.id)).pop()
    expect(last).toMatchObject({ change: -50, reason: 'refund', forgiven: 450, note: '退款扣回购买所得积分500，其中450已使用，实扣50' })
  })
})
