// The on-sale goods as text, for the content context's search and assistant (their own index, rebuilt when this
// changes): what a learner can find and be pointed to is exactly what the goods list shows.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { goods } from '../tables'
import { ON_SALE_NOW } from './repo'

export interface GoodsText {
  id: number
  title: string
  subtitle: string
  cover: string
  priceFen: number
  tags: string[]
  descriptionHtml: string
  targetAudienceHtml: string
}

export function listOnSaleGoodsText(db: Db, now: Date): Promise<GoodsText[]> {
  return db
    .select({
      id: goods.id, title: goods.title, subtitle: goods.subtitle, cover: goods.cover, priceFen: goods.priceFen, tags: goods.tags,
      descriptionHtml: goods.descriptionHtml, targetAudienceHtml: goods.targetAudienceHtml
    })
    .from(goods)
    .where(ON_SALE_NOW)
    .orderBy(goods.id)
    .prepare('catalog_goods_search_text')
    .execute({ now: now.toISOString() })
}

/**
 * Changes whenever the on-sale goods' text may have: how many are on sale (a schedule reached, one taken off sale)
 * and the latest change to any of them. One indexed aggregate, cheap enough to ask before every search.
 */
export async function onSaleGoodsStamp(db: Db, now: Date): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${goods.updatedAt})::text` })
    .from(goods)
    .where(ON_SALE_NOW)
    .prepare('catalog_goods_search_stamp')
    .execute({ now: now.toISOString() })
  return `${row?.n ?? 0}@${row?.last ?? ''}`
}
