// SQL for coupons. Every read and write of a held coupon carries the owner in its WHERE next to the id (OWASP
// API1). Scarce things are taken by conditional UPDATEs: a template's stock (stock_left > 0) and a coupon's use
// (state = 'unused' and still valid), so parallel requests cannot take one thing twice.
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { CouponState, CouponType } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { couponTemplates, goods, userCoupons } from '../tables'

export type TemplateRow = typeof couponTemplates.$inferSelect

const heldColumns = {
  id: userCoupons.id,
  state: userCoupons.state,
  validUntil: userCoupons.validUntil,
  orderId: userCoupons.orderId,
  title: couponTemplates.title,
  type: couponTemplates.type,
  value: couponTemplates.value,
  minSpendFen: couponTemplates.minSpendFen,
  scopeGoodsIds: couponTemplates.scopeGoodsIds,
  source: couponTemplates.source
}
export type HeldCouponRow = {
  id: number
  state: CouponState
  validUntil: Date
  orderId: number | null
  title: string
  type: CouponType
  value: number
  minSpendFen: number
  scopeGoodsIds: number[]
  source: string
}

function inState(state: CouponState | undefined, now: Date): SQL | undefined {
  const unused = eq(userCoupons.state, 'unused')
  if (state === 'unused') return and(unused, gt(userCoupons.validUntil, now))
  if (state === 'expired') return or(eq(userCoupons.state, 'expired'), and(unused, lte(userCoupons.validUntil, now)))
  if (state === 'used') return eq(userCoupons.state, 'used')
  return undefined
}

function heldBy(db: Db, where: SQL | undefined) {
  return db.select(heldColumns).from(userCoupons).innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId)).where(where)
}

export async function listHeldCoupons(
  db: Db,
  userId: number,
  state: CouponState | undefined,
  page: { offset: number; limit: number },
  now: Date
): Promise<{ rows: HeldCouponRow[]; total: number }> {
  const where = and(eq(userCoupons.userId, userId), inState(state, now))
  const [rows, [count]] = await Promise.all([
    heldBy(db, where).orderBy(desc(userCoupons.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(userCoupons).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findHeldCoupon(db: Db, userId: number, id: number): Promise<HeldCouponRow | undefined> {
  const [row] = await heldBy(db, and(eq(userCoupons.id, id), eq(userCoupons.userId, userId))).limit(1)
  return row
}

/** The holder's unused coupons that are still valid, soonest to expire first (the checkout's candidates). */
export async function listUnusedCoupons(db: Db, userId: number, now: Date): Promise<HeldCouponRow[]> {
  return heldBy(db, and(eq(userCoupons.userId, userId), inState('unused', now))).orderBy(asc(userCoupons.validUntil), asc(userCoupons.id))
}

/** Titles of the goods coupons are scoped to, for showing the scope. */
export async function goodsTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: goods.id, title: goods.title }).from(goods).where(inArray(goods.id, ids))
  return new Map(rows.map((r) => [r.id, r.title]))
}

export async function findTemplateByShareCode(db: Db, shareCode: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.shareCode, shareCode)).limit(1)
  return row
}

export async function hasReceived(db: Db, userId: number, templateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.templateId, templateId)))
    .limit(1)
  return row !== undefined
}

/** Inserts the coupon unless the user already holds one of the template (unique index); undefined then. */
export async function insertHeldCoupon(tx: Db, userId: number, templateId: number, validUntil: Date) {
  const [row] = await tx
    .insert(userCoupons)
    .values({ userId, templateId, validUntil })
    .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.templateId] })
    .returning({ id: userCoupons.id })
  return row
}

/** Takes one from the stock; false when none is left. Row-locks the template until the transaction ends. */
export async function takeStock(tx: Db, templateId: number): Promise<boolean> {
  const rows = await tx
    .update(couponTemplates)
    .set({ stockLeft: sql`${couponTemplates.stockLeft} - 1` })
    .where(and(eq(couponTemplates.id, templateId), gt(couponTemplates.stockLeft, 0)))
    .returning({ id: couponTemplates.id })
  return rows.length === 1
}

/** unused → used, only for the holder, only while valid. False when nothing changed. */
export async function markUsed(tx: Db, userId: number, couponId: number, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userCoupons)
    .set({ state: 'used', orderId, usedAt: now })
    .where(and(
      eq(userCoupons.id, couponId),
      eq(userCoupons.userId, userId),
      eq(userCoupons.state, 'unused'),
      gt(userCoupons.validUntil, now)
    ))
    .returning({ id: userCoupons.id })
  return rows.length === 1
}

/** used → unused for the coupon an order used, whatever its validity (an expired one then reads as expired). */
export async function releaseForOrder(tx: Db, orderId: number): Promise<number> {
  const rows = await tx
    .update(userCoupons)
    .set({ state: 'unused', orderId: null, usedAt: null })
    .where(and(eq(userCoupons.orderId, orderId), eq(userCoupons.state, 'used')))
    .returning({ id: userCoupons.id })
  return rows.length
}
