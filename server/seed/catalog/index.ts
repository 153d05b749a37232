// The demo catalog: 22 goods of the four kinds in six cities, classes and exam sessions dated relative
// to the seed date, goods agreements, coupon templates with share codes, and the demo learner's coupons, points
// and one owned course. Added once, when the database has no goods (also to a database seeded before the catalog
// existed); a database with goods is left alone.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { agreements, bundleItems, couponTemplates, examSessions, goods, goodsAgreements, goodsClasses } from '../../src/db/schema'
import { chinaDate } from '../../src/contexts/catalog/seeding'
import { findUserByPhone } from '../../src/contexts/identity/seeding'
import { seedAgreements } from '../agreements'
import { coverPath } from './covers'
import { COUPON_TEMPLATES, LEARNER_COUPONS } from './coupons'
import { COURSES } from './goods-courses'
import { BUNDLES, EXAMS, LECTURES } from './goods-other'
import { audienceHtml, descriptionHtml } from './html'
import { DEMO_LEARNER_PHONE, seedLearnerWallet } from './learner'
import { CLASSES, SESSIONS, VENUES } from './schedule'

export { installSeedCovers } from './covers'

export const SEED_GOODS = [...COURSES, ...EXAMS, ...LECTURES, ...BUNDLES]

const DAY_MS = 24 * 60 * 60 * 1000
// Namespace for the seeding advisory lock; distinct from the migration and per-user locks.
const SEED_LOCK = 727_301
const fen = (yuan: number) => Math.round(yuan * 100)
/** 'YYYY-MM-DD' + n days. */
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * First and last day of a class that meets `days` times on its schedule's weekdays, starting on the first meeting
 * day at or after `earliest`: a weekend class runs Saturday to Sunday, a 周一至周五 class starts on a Monday.
 */
export function scheduleDates(earliest: string, days: number, meets: readonly number[]): { startDate: string; endDate: string } {
  const met: string[] = []
  for (let date = earliest; met.length < days; date = addDays(date, 1)) {
    if (meets.includes(weekdayOf(date))) met.push(date)
  }
  return { startDate: met[0], endDate: met[met.length - 1] }
}

/** 09:00 China time (01:00 UTC) on the day n days from `date`. */
const nineAm = (date: string, n: number) => new Date(Date.parse(`${addDays(date, n)}T01:00:00Z`))

/** A plausible, stable '已售' figure for the demo: the more prominent a goods, the more it has sold. */
const demoSoldCount = (sort: number) => sort * 12 + (sort % 7) * 3

async function insertGoods(tx: Db): Promise<Map<string, number>> {
  const rows = await tx
    .insert(goods)
    .values(SEED_GOODS.map((g) => ({
      slug: g.slug, kind: g.kind, title: g.title, subtitle: g.subtitle, cover: coverPath(g.slug),
      priceFen: fen(g.priceYuan), originalPriceFen: fen(g.originalYuan), descriptionHtml: descriptionHtml(g),
      targetAudienceHtml: audienceHtml(g), discounts: g.discounts, tags: g.tags, ships: g.ships ?? false,
      onSale: g.onSale ?? true, sort: g.sort, soldCount: demoSoldCount(g.sort)
    })))
    .returning({ id: goods.id, slug: goods.slug })
  return new Map(rows.map((r) => [r.slug, r.id]))
}

async function insertLinks(tx: Db, ids: Map<string, number>): Promise<void> {
  const agreementRows = await tx.select({ id: agreements.id, slug: agreements.slug }).from(agreements).where(eq(agreements.kind, 'goods'))
  const agreementIds = new Map(agreementRows.map((a) => [a.slug, a.id]))
  const links = SEED_GOODS.flatMap((g) =>
    g.agreements.filter((slug) => agreementIds.has(slug)).map((slug, sort) => ({ goodsId: ids.get(g.slug)!, agreementId: agreementIds.get(slug)!, sort }))
  )
  await tx.insert(goodsAgreements).values(links)
  const items = BUNDLES.flatMap((b) => (b.items ?? []).map((slug, sort) => ({ bundleId: ids.get(b.slug)!, goodsId: ids.get(slug)!, sort })))
  await tx.insert(bundleItems).values(items)
}

async function insertSchedule(tx: Db, ids: Map<string, number>, today: string): Promise<void> {
  await tx.insert(goodsClasses).values(CLASSES.map((c) => ({
    goodsId: ids.get(c.goods)!, name: c.name, city: c.city, ...scheduleDates(addDays(today, c.startIn), c.days, c.schedule.meets),
    days: c.days, schedule: c.schedule.text, capacity: c.capacity,
    seatsLeft: c.seatsLeft, status: c.status ?? (c.seatsLeft === 0 ? ('full' as const) : ('upcoming' as const))
  })))
  await tx.insert(examSessions).values(SESSIONS.map((s) => ({
    goodsId: ids.get(s.goods)!, startsAt: nineAm(today, s.startIn), city: s.city, venueName: VENUES[s.city].name,
    venueAddress: VENUES[s.city].address, capacity: s.capacity, seatsLeft: s.seatsLeft, status: s.seatsLeft === 0 ? 'full' : 'open'
  })))
}

async function insertTemplates(tx: Db, ids: Map<string, number>, today: string, learner: boolean): Promise<Map<string, number>> {
  // The demo learner's coupons came out of the stock too.
  const held = (slug: string) => (learner ? LEARNER_COUPONS.filter((c) => c.template === slug).length : 0)
  const rows = await tx
    .insert(couponTemplates)
    .values(COUPON_TEMPLATES.map((t) => ({
      slug: t.slug, title: t.title, type: t.type, value: t.value, minSpendFen: fen(t.minSpendYuan),
      scopeGoodsIds: t.scope.map((slug) => ids.get(slug)!), validDays: t.validDays ?? null,
      validUntil: t.endsIn !== undefined ? new Date(Date.parse(`${addDays(today, t.endsIn)}T15:59:59Z`)) : null,
      stockTotal: t.stockTotal, stockLeft: t.stockTotal - held(t.slug), shareCode: t.shareCode, source: t.source
    })))
    .onConflictDoNothing({ target: couponTemplates.slug })
    .returning({ id: couponTemplates.id, slug: couponTemplates.slug })
  return new Map(rows.map((r) => [r.slug, r.id]))
}

/** Adds the demo catalog when there are no goods yet; true when it did. Run it inside a transaction. */
export async function seedDemoCatalog(tx: Db, now: Date = new Date()): Promise<boolean> {
  // Several API nodes may start together: one seeds, the others then see the goods and do nothing.
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(goods)
  if ((count?.n ?? 0) > 0) return false
  await seedAgreements(tx)
  const today = chinaDate(now)
  const ids = await insertGoods(tx)
  await insertLinks(tx, ids)
  await insertSchedule(tx, ids, today)
  const learner = await findUserByPhone(tx, DEMO_LEARNER_PHONE)
  const templates = await insertTemplates(tx, ids, today, learner !== undefined)
  if (learner) await seedLearnerWallet(tx, learner.id, { goodsIds: ids, templateIds: templates, now })
  return true
}
