// SQL of the back office's coupon screens: templates with their usage counts, creating and editing them (the stock
// moved in one conditional UPDATE), the users behind phone numbers, giving stock back, and a template's holders.
import { and, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { CouponState, CouponType } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { couponTemplates, goods, userCoupons } from '../tables'
import { people } from '../../identity'
import { offsetOf, type PageQueryInput } from '../../../http/query'

export type TemplateRow = typeof couponTemplates.$inferSelect
export type TemplateValues = Omit<typeof couponTemplates.$inferInsert, 'id' | 'createdAt' | 'stockLeft' | 'slug'>

const usedCount = sql<number>`(select count(*)::int from ${userCoupons} uc where uc.template_id = ${couponTemplates.id} and uc.state = 'used')`

export async function listTemplates(db: Db, filter: { keyword?: string; type?: CouponType }, page: PageQueryInput) {
  const where = and(
    filter.type ? eq(couponTemplates.type, filter.type) : undefined,
    filter.keyword ? anyContains(filter.keyword, [couponTemplates.title, couponTemplates.shareCode]) : undefined
  )
  const [rows, [total]] = await Promise.all([
    db.select({ template: couponTemplates, used: usedCount }).from(couponTemplates).where(where)
      .orderBy(desc(couponTemplates.createdAt), desc(couponTemplates.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(couponTemplates).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findTemplate(db: Db, id: number) {
  const [row] = await db.select({ template: couponTemplates, used: usedCount }).from(couponTemplates).where(eq(couponTemplates.id, id)).limit(1)
  return row
}

export async function existingGoodsIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids))
  return new Set(rows.map((r) => r.id))
}

export async function shareCodeTaken(db: Db, shareCode: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.shareCode, shareCode)).limit(1)
  return row !== undefined && row.id !== exceptId
}

export async function insertTemplate(tx: Db, slug: string, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await tx.insert(couponTemplates).values({ ...values, slug, stockLeft: values.stockTotal }).returning()
  return row
}

/**
 * Edits a template; the stock left moves by as much as the total does, in the same statement, and only while the
 * new total still covers what was handed out (undefined otherwise, or when the template is gone).
 */
export async function updateTemplate(tx: Db, id: number, values: TemplateValues): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(couponTemplates)
    .set({ ...values, stockLeft: sql`${couponTemplates.stockLeft} + (${values.stockTotal} - ${couponTemplates.stockTotal})` })
    .where(and(eq(couponTemplates.id, id), lte(sql`${couponTemplates.stockTotal} - ${couponTemplates.stockLeft}`, values.stockTotal)))
    .returning()
  return row
}

/** Which of these users already hold a coupon of the template. */
export async function holders(db: Db, templateId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db.select({ userId: userCoupons.userId }).from(userCoupons)
    .where(and(eq(userCoupons.templateId, templateId), inArray(userCoupons.userId, userIds)))
  return new Set(rows.map((r) => r.userId))
}

/** Puts one back (a user received one by link while the batch ran). */
export async function returnStock(tx: Db, templateId: number): Promise<void> {
  await tx.update(couponTemplates).set({ stockLeft: sql`${couponTemplates.stockLeft} + 1` }).where(eq(couponTemplates.id, templateId))
}

function usageState(state: CouponState | undefined, now: Date): SQL | undefined {
  const unused = eq(userCoupons.state, 'unused')
  if (state === 'unused') return and(unused, gt(userCoupons.validUntil, now))
  if (state === 'expired') return or(eq(userCoupons.state, 'expired'), and(unused, lte(userCoupons.validUntil, now)))
  if (state === 'used') return eq(userCoupons.state, 'used')
  return undefined
}

export async function listUsage(db: Db, templateId: number, state: CouponState | undefined, page: PageQueryInput, now: Date) {
  const where = and(eq(userCoupons.templateId, templateId), usageState(state, now))
  const [rows, [total]] = await Promise.all([
    db.select({ coupon: userCoupons, userPhone: people.phone, userName: people.name }).from(userCoupons)
      .innerJoin(people, eq(people.id, userCoupons.userId)).where(where)
      .orderBy(desc(userCoupons.receivedAt), desc(userCoupons.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(userCoupons).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}
