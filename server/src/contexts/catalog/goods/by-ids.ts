// Goods named by id, for the contexts after the catalog that link to goods (content: the courses a teacher teaches,
// the course a story is about). They read goods only through these, so "on sale" keeps its one definition here.
import type { GoodsSummary } from '@contract/catalog/schemas'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { goods } from '../tables'
import { clockParams, ON_SALE_NOW, summaryColumns } from './repo'
import { toSummary } from './service'

/** A goods as a back-office form shows a link to it: any state, with whether learners can see it now. */
export interface GoodsRef {
  id: number
  title: string
  onSale: boolean
}

// The ids travel as one array literal ('{1,2,3}'), so each statement's text is the same whatever the count.
const IDS = sql`${goods.id} = any(${sql.placeholder('ids')}::int[])`
const idsParam = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

/** Rows in the order of `ids`, skipping ids without a row. */
function inOrderOf<T extends { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The goods among `ids` that are on sale now, as summaries, in the order of `ids`. */
export async function onSaleGoodsByIds(db: Db, ids: readonly number[], now: Date): Promise<GoodsSummary[]> {
  if (ids.length === 0) return []
  const rows = await db.select(summaryColumns).from(goods).where(sql`${IDS} and ${ON_SALE_NOW}`)
    .prepare('catalog_goods_on_sale_by_ids').execute({ ...clockParams(now), ids: idsParam(ids) })
  return inOrderOf(ids, rows).map(toSummary)
}

/** The goods among `ids` in any state, in the order of `ids` (a missing id is left out: callers compare counts). */
export async function goodsRefsByIds(db: Db, ids: readonly number[], now: Date): Promise<GoodsRef[]> {
  if (ids.length === 0) return []
  const rows = await db.select({ id: goods.id, title: goods.title, onSale: sql<boolean>`${ON_SALE_NOW}` }).from(goods).where(IDS)
    .prepare('catalog_goods_refs_by_ids').execute({ now: now.toISOString(), ids: idsParam(ids) })
  return inOrderOf(ids, rows)
}
