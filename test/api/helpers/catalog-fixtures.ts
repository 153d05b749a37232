// Shared set-up of the catalog, coupon, points and pricing tests: an app on a fixed clock with the demo catalog
// seeded at that date, goods ids by slug, and small factories for goods, coupons and points.
import { eq } from 'drizzle-orm'
import { seedDemoCatalog } from '../../../server/seed'
import type { Db } from '../../../server/src/db'
import {
  bundleItems, couponTemplates, examSessions, goods, goodsClasses, pointsAccounts, userCoupons, userGoods
} from '../../../server/src/db/schema'
import { caller, testClock, type TestClock } from './api'
import { createTestApp, type TestApp } from './test-app'

/** A Monday morning in China; the seed dates everything relative to it. */
export const SEED_NOW = Date.parse('2026-03-02T02:00:00Z')

export interface CatalogTest {
  t: TestApp
  api: ReturnType<typeof caller>
  clock: TestClock
  /** Goods id by seed slug. */
  ids: Record<string, number>
}

export async function catalogApp(): Promise<CatalogTest> {
  const clock = testClock(SEED_NOW)
  const t = await createTestApp({}, { now: clock.now })
  await t.db.transaction((tx) => seedDemoCatalog(tx, clock.now()))
  const rows = await t.db.select({ id: goods.id, slug: goods.slug }).from(goods)
  return { t, api: caller(t), clock, ids: Object.fromEntries(rows.map((r) => [r.slug, r.id])) }
}

let counter = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`

type GoodsValues = Partial<typeof goods.$inferInsert>

export async function makeGoods(db: Db, values: GoodsValues = {}): Promise<number> {
  const [row] = await db
    .insert(goods)
    .values({ slug: unique('goods'), kind: 'course', title: '测试课程', priceFen: 100_000, originalPriceFen: 120_000, ...values })
    .returning({ id: goods.id })
  return row.id
}

export async function makeBundle(db: Db, priceFen: number, items: number[]): Promise<number> {
  const id = await makeGoods(db, { kind: 'bundle', title: '测试套餐', priceFen })
  await db.insert(bundleItems).values(items.map((goodsId, sort) => ({ bundleId: id, goodsId, sort })))
  return id
}

export async function makeClass(db: Db, goodsId: number, values: Partial<typeof goodsClasses.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(goodsClasses)
    .values({ goodsId, name: '测试班', city: '北京', startDate: '2026-04-01', endDate: '2026-04-05', days: 5, capacity: 3, seatsLeft: 3, ...values })
    .returning({ id: goodsClasses.id })
  return row.id
}

export async function makeSession(db: Db, goodsId: number, values: Partial<typeof examSessions.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(examSessions)
    .values({ goodsId, startsAt: new Date('2026-04-10T01:00:00Z'), city: '上海', venueName: '考场', venueAddress: '地址', capacity: 5, seatsLeft: 5, ...values })
    .returning({ id: examSessions.id })
  return row.id
}

type TemplateValues = Partial<typeof couponTemplates.$inferInsert>

export async function makeTemplate(db: Db, values: TemplateValues = {}): Promise<{ id: number; shareCode: string }> {
  const shareCode = values.shareCode ?? unique('CODE').toUpperCase()
  const [row] = await db
    .insert(couponTemplates)
    .values({ slug: unique('tpl'), title: '测试券', type: 'amount_off', value: 1000, validDays: 30, stockTotal: 100, stockLeft: 100, ...values, shareCode })
    .returning({ id: couponTemplates.id })
  return { id: row.id, shareCode }
}

/** Gives the user a coupon of a new template; returns the held coupon's id. */
export async function giveCoupon(
  db: Db,
  userId: number,
  template: TemplateValues = {},
  held: Partial<typeof userCoupons.$inferInsert> = {}
): Promise<number> {
  const { id: templateId } = await makeTemplate(db, template)
  const [row] = await db
    .insert(userCoupons)
    .values({ userId, templateId, validUntil: new Date(SEED_NOW + 10 * 86_400_000), ...held })
    .returning({ id: userCoupons.id })
  return row.id
}

export async function givePoints(db: Db, userId: number, balance: number): Promise<void> {
  await db.insert(pointsAccounts).values({ userId, balance, totalEarned: balance })
}

export async function grantOwned(db: Db, userId: number, goodsId: number): Promise<void> {
  await db.insert(userGoods).values({ userId, goodsId })
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId))
  return row?.balance ?? 0
}
