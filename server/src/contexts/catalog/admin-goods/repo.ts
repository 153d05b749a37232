// SQL of the back office's goods: the list of every goods (any state) with its sale state, one goods row, its
// bundle items and agreements, and the writes. Publishing is a conditional UPDATE, so two operators racing get one
// success and one clear refusal.
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { GoodsSaleState } from '@contract/catalog/admin-shapes'
import type { GoodsKind } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { agreements, bundleItems, goods, goodsAgreements } from '../tables'
import { anyContains } from '../../../db/filters'

export type GoodsRow = typeof goods.$inferSelect
export type GoodsValues = Omit<typeof goods.$inferInsert, 'id' | 'slug' | 'soldCount' | 'createdAt' | 'updatedAt' | 'onSale' | 'publishAt'>

/** The sale state as learners meet it (goods/repo.ts ON_SALE_NOW is the same rule). */
export function saleState(row: Pick<GoodsRow, 'onSale' | 'publishAt'>, now: Date): GoodsSaleState {
  if (!row.onSale) return 'off_sale'
  return row.publishAt && row.publishAt > now ? 'scheduled' : 'on_sale'
}

function stateCondition(state: GoodsSaleState, now: Date): SQL {
  const at = now.toISOString()
  if (state === 'off_sale') return eq(goods.onSale, false)
  if (state === 'scheduled') return sql`(${goods.onSale} and ${goods.publishAt} > ${at}::timestamptz)`
  return sql`(${goods.onSale} and (${goods.publishAt} is null or ${goods.publishAt} <= ${at}::timestamptz))`
}

export interface AdminGoodsFilter {
  keyword?: string
  kind?: GoodsKind
  state?: GoodsSaleState
}

export async function listGoods(db: Db, filter: AdminGoodsFilter, page: { offset: number; limit: number }, now: Date) {
  const conditions: SQL[] = []
  if (filter.kind) conditions.push(eq(goods.kind, filter.kind))
  if (filter.state) conditions.push(stateCondition(filter.state, now))
  if (filter.keyword) conditions.push(anyContains(filter.keyword, [goods.title, goods.subtitle, goods.slug]))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: goods,
        classCount: sql<number>`(select count(*)::int from goods_classes c where c.goods_id = "goods"."id")`,
        sessionCount: sql<number>`(select count(*)::int from exam_sessions s where s.goods_id = "goods"."id")`
      })
      .from(goods)
      .where(where)
      .orderBy(desc(goods.sort), desc(goods.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(goods).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export async function findGoods(db: Db, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1)
  return row
}

export async function bundleItemIdsOf(db: Db, id: number): Promise<number[]> {
  const rows = await db.select({ id: bundleItems.goodsId }).from(bundleItems).where(eq(bundleItems.bundleId, id))
    .orderBy(asc(bundleItems.sort), asc(bundleItems.goodsId))
  return rows.map((r) => r.id)
}

export async function agreementIdsOf(db: Db, id: number): Promise<number[]> {
  const rows = await db.select({ id: goodsAgreements.agreementId }).from(goodsAgreements).where(eq(goodsAgreements.goodsId, id))
    .orderBy(asc(goodsAgreements.sort), asc(goodsAgreements.agreementId))
  return rows.map((r) => r.id)
}

/** How many of the ids are goods a bundle may hold: existing, not bundles, not the bundle itself. */
export async function countBundleable(db: Db, ids: number[], selfId: number | null): Promise<number> {
  if (ids.length === 0) return 0
  const conditions = [inArray(goods.id, ids), ne(goods.kind, 'bundle')]
  if (selfId !== null) conditions.push(ne(goods.id, selfId))
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(goods).where(and(...conditions))
  return row?.n ?? 0
}

export async function countGoodsAgreements(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(agreements)
    .where(and(inArray(agreements.id, ids), eq(agreements.kind, 'goods')))
  return row?.n ?? 0
}

/** Is the goods an item of some bundle (then it may not become a bundle itself)? */
export async function isInABundle(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bundleItems.bundleId }).from(bundleItems).where(eq(bundleItems.goodsId, id)).limit(1)
  return row !== undefined
}

/** Inserts off sale; null when the slug was taken (the caller draws another). */
export async function insertGoods(db: Db, slug: string, values: GoodsValues): Promise<GoodsRow | undefined> {
  const [row] = await db.insert(goods).values({ ...values, slug, onSale: false }).onConflictDoNothing({ target: goods.slug }).returning()
  return row
}

export async function updateGoods(db: Db, id: number, values: GoodsValues): Promise<GoodsRow | undefined> {
  const [row] = await db.update(goods).set(values).where(eq(goods.id, id)).returning()
  return row
}

export async function replaceBundleItems(db: Db, bundleId: number, ids: number[]): Promise<void> {
  await db.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId))
  if (ids.length > 0) await db.insert(bundleItems).values(ids.map((goodsId, sort) => ({ bundleId, goodsId, sort })))
}

export async function replaceAgreements(db: Db, goodsId: number, ids: number[]): Promise<void> {
  await db.delete(goodsAgreements).where(eq(goodsAgreements.goodsId, goodsId))
  if (ids.length > 0) await db.insert(goodsAgreements).values(ids.map((agreementId, sort) => ({ goodsId, agreementId, sort })))
}

/** On sale from publishAt (null: now), unless learners can already buy it; undefined when that was so. */
export async function publishGoods(db: Db, id: number, publishAt: Date | null, now: Date): Promise<GoodsRow | undefined> {
  const [row] = await db
    .update(goods)
    .set({ onSale: true, publishAt })
    .where(and(eq(goods.id, id), sql`not ${stateCondition('on_sale', now)}`))
    .returning()
  return row
}

/** Off sale (a schedule is cancelled with it); undefined when it was off sale already. */
export async function unpublishGoods(db: Db, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db.update(goods).set({ onSale: false, publishAt: null }).where(and(eq(goods.id, id), eq(goods.onSale, true))).returning()
  return row
}
