// The demo catalog seed: what it contains, the demo learner's wallet, idempotency, and adding the catalog to a
// database that was seeded before the catalog existed.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { SEED_GOODS, seedDemo, seedDemoAccounts, seedMissingDemoCatalog } from '../../../server/seed'
import {
  couponTemplates, examSessions, goods, goodsAgreements, goodsClasses, pointsAccounts, pointsLedger, userCoupons, userGoods
} from '../../../server/src/db/schema'
import { findUserByPhone } from '../../../server/src/contexts/identity/seeding'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { SEED_NOW } from '../helpers/catalog-fixtures'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const db = () => database.handle.db
const countOf = async (table: PgTable) => (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n

it('adds the catalog to a database that has accounts but no goods', async () => {
  await seedDemoAccounts(db())
  expect(await seedMissingDemoCatalog(db(), new Date(SEED_NOW))).toBe(true)
  expect(await seedMissingDemoCatalog(db(), new Date(SEED_NOW))).toBe(false)
  await seedDemo(db(), new Date(SEED_NOW))
  expect(await countOf(goods)).toBe(SEED_GOODS.length)
})

it('seeds at least 20 goods of all four kinds, with classes, sessions and agreements', async () => {
  const rows = await db().select().from(goods)
  expect(rows.length).toBeGreaterThanOrEqual(20)
  expect(new Set(rows.map((g) => g.kind))).toEqual(new Set(['course', 'exam', 'lecture', 'bundle']))
  expect(await countOf(goodsClasses)).toBeGreaterThan(15)
  expect(await countOf(examSessions)).toBeGreaterThan(10)
  const linked = await db().selectDistinct({ goodsId: goodsAgreements.goodsId }).from(goodsAgreements)
  expect(linked).toHaveLength(rows.length)
  expect(rows.every((g) => g.cover.startsWith('/uploads/') && !g.descriptionHtml.includes('<script'))).toBe(true)
})

it('gives the demo learner three unused coupons, a used one, an expired one, 500 points and an owned course', async () => {
  const learner = (await findUserByPhone(db(), '13800000001'))!
  const coupons = await db().select().from(userCoupons).where(eq(userCoupons.userId, learner.id))
  const states = coupons.map((k) => (k.state === 'unused' && k.validUntil.getTime() <= SEED_NOW ? 'expired' : k.state)).sort()
  expect(states).toEqual(['expired', 'unused', 'unused', 'unused', 'used'])
  const [account] = await db().select().from(pointsAccounts).where(eq(pointsAccounts.userId, learner.id))
  expect(account).toMatchObject({ balance: 500, totalEarned: 1_480, totalRedeemed: 980 })
  const ledger = await db().select().from(pointsLedger).where(eq(pointsLedger.userId, learner.id))
  expect(ledger.reduce((sum, e) => sum + e.change, 0)).toBe(500)
  // The owned course is a grant (no order); the coursework seed's class seat comes with its paid order.
  expect(await db().select().from(userGoods).where(and(eq(userGoods.userId, learner.id), isNull(userGoods.orderId)))).toHaveLength(1)
  const [welcome] = await db().select().from(couponTemplates).where(eq(couponTemplates.shareCode, 'WELCOME50'))
  expect(welcome).toMatchObject({ stockTotal: 1_000, stockLeft: 999 })
})

describe('demo class schedules', () => {
  // Read from the schedule text the way a learner would, independently of the seed's own table.
  const claimedDays = (schedule: string): number[] => {
    if (schedule.startsWith('周六、周日')) return [6, 0]
    if (schedule.startsWith('周一至周五')) return [1, 2, 3, 4, 5]
    return [0, 1, 2, 3, 4, 5, 6]
  }
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

  it('start and end on days their schedule claims: weekend classes run Saturday to Sunday', async () => {
    const classes = await db().select().from(goodsClasses)
    for (const c of classes) {
      expect({ name: c.name, start: claimedDays(c.schedule).includes(weekday(c.startDate)) }).toEqual({ name: c.name, start: true })
      expect({ name: c.name, end: claimedDays(c.schedule).includes(weekday(c.endDate)) }).toEqual({ name: c.name, end: true })
    }
    const weekend = classes.filter((c) => c.name.includes('周末班'))
    expect(weekend.map((c) => c.name).sort()).toEqual(['北京周末班', '杭州周末班'])
    for (const c of weekend) expect([weekday(c.startDate), weekday(c.endDate), c.days]).toEqual([6, 0, 2])
  })

  it('keeps an ongoing and an ended class relative to the seed clock', async () => {
    const today = new Date(SEED_NOW).toISOString().slice(0, 10)
    const classes = await db().select().from(goodsClasses)
    expect(classes.some((c) => c.startDate <= today && c.endDate >= today)).toBe(true)
    expect(classes.some((c) => c.endDate < today)).toBe(true)
  })
})
