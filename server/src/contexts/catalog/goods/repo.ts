// SQL for the goods list and the city list. The list is one statement: filters, order, page, the total (a window
// count) and each row's cities (a correlated array over its classes and sessions) — no N+1, no second round trip
// unless the page is past the end. Keyword search is a plain ILIKE on title and subtitle: the catalog is a few
// hundred goods at most, a sequential scan of it costs well under a millisecond, and pg_trgm would need an extension
// loaded into PGlite and installed on every PostgreSQL.
//
// The hot statements are named prepared statements (one per filter combination): on PostgreSQL, planning these
// correlated subqueries costs more than running them, and a prepared statement is planned once per connection.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { GoodsKind } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { containsPattern, toSimplified } from '../../../db/filters'
import { preparedQueries, preparedQuery } from '../../../db/prepared'
import { goods } from '../tables'
import { chinaDate } from './availability'

/**
 * The outer query's goods id inside correlated subqueries, spelled out: drizzle renders a column of a
 * single-table select without its table name, which inside `from goods_classes c` would mean c.id.
 */
export const OUTER_GOODS_ID = sql.raw('"goods"."id"')

const TODAY = sql.placeholder('today')
const NOW = sql.placeholder('now')

/**
 * On sale for learners: on_sale, and a scheduled publication (publish_at) already reached. Every public read and
 * the price check use this one rule (the detail's onSale too), with the server clock's `now` placeholder.
 */
export const ON_SALE_NOW = sql`(${goods.onSale} and (${goods.publishAt} is null or ${goods.publishAt} <= ${NOW}::timestamptz))`
/** The same rule on a goods aliased `g` / `h` in raw SQL. */
const onSaleAs = (alias: string) =>
  sql`(${sql.raw(alias)}.on_sale and (${sql.raw(alias)}.publish_at is null or ${sql.raw(alias)}.publish_at <= ${NOW}::timestamptz))`

/** Values of the clock placeholders: today's date in China and the instant. */
export function clockParams(now: Date) {
  return { today: chinaDate(now), now: now.toISOString() }
}

export interface GoodsFilter {
  kind?: GoodsKind
  city?: string
  keyword?: string
}

/** Classes and sessions that still count for a goods' cities: not ended, not off sale, not in the past. */
const activeClasses = sql`c.goods_id = ${OUTER_GOODS_ID} and c.status <> 'off_sale' and c.end_date >= ${TODAY}::date`
const activeSessions = sql`s.goods_id = ${OUTER_GOODS_ID} and s.status <> 'closed' and s.starts_at > ${NOW}::timestamptz`

/** The distinct cities of a goods' active classes and exam sessions, sorted. */
const citiesOfGoods = sql<string[]>`array(select x.city from (
    select c.city from goods_classes c where ${activeClasses}
    union
    select s.city from exam_sessions s where ${activeSessions}
  ) x order by x.city collate "C")`

const inCity = sql`(exists (select 1 from goods_classes c where ${activeClasses} and c.city = ${sql.placeholder('city')})
  or exists (select 1 from exam_sessions s where ${activeSessions} and s.city = ${sql.placeholder('city')}))`


/** The WHERE of a filter combination (its key: which filters are set), every value a placeholder. */
function listWhere(key: string): SQL | undefined {
  const conditions: SQL[] = [ON_SALE_NOW]
  if (key.includes('k')) conditions.push(eq(goods.kind, sql.placeholder('kind')))
  if (key.includes('c')) conditions.push(inCity)
  if (key.includes('q')) {
    // As typed and in Simplified characters (a 繁體 learner's 課程 finds 课程), like every keyword filter (anyContains);
    // two placeholders, as the statement is prepared once for every keyword.
    const patterns = [sql.placeholder('pattern'), sql.placeholder('simplifiedPattern')]
    conditions.push(sql`(${sql.join(patterns.flatMap((p) => [sql`${goods.title} ilike ${p}`, sql`${goods.subtitle} ilike ${p}`]), sql` or `)})`)
  }
  return and(...conditions)
}

/** Columns of a GoodsSummary; the statement needs the clockParams. */
export const summaryColumns = {
  id: goods.id,
  kind: goods.kind,
  title: goods.title,
  subtitle: goods.subtitle,
  cover: goods.cover,
  priceFen: goods.priceFen,
  originalPriceFen: goods.originalPriceFen,
  tags: goods.tags,
  soldCount: goods.soldCount,
  cities: citiesOfGoods
}

export type SummaryRow = {
  id: number
  kind: GoodsKind
  title: string
  subtitle: string
  cover: string
  priceFen: number
  originalPriceFen: number
  tags: string[]
  soldCount: number
  cities: string[]
}

/** Statement names differ by filter combination: a name must always stand for the same SQL text. */
const filterKey = (f: GoodsFilter) => `${f.kind ? 'k' : ''}${f.city ? 'c' : ''}${f.keyword ? 'q' : ''}`

function filterParams(filter: GoodsFilter, now: Date) {
  return {
    ...clockParams(now),
    kind: filter.kind,
    city: filter.city,
    pattern: filter.keyword !== undefined ? containsPattern(filter.keyword) : undefined,
    simplifiedPattern: filter.keyword !== undefined ? containsPattern(toSimplified(filter.keyword)) : undefined
  }
}

/** The page of goods of a filter combination; built once per handle and combination (db/prepared.ts). */
const listStatement = preparedQueries((db: Db, key: string) =>
  db
    .select({ ...summaryColumns, total: sql<number>`(count(*) over ())::int` })
    .from(goods)
    .where(listWhere(key))
    .orderBy(desc(goods.sort), desc(goods.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(`catalog_goods_list_${key}`)
)

const countStatement = preparedQueries((db: Db, key: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(goods)
    .where(listWhere(key))
    .prepare(`catalog_goods_count_${key}`)
)

export async function listGoods(
  db: Db,
  filter: GoodsFilter,
  page: { offset: number; limit: number },
  now: Date
): Promise<{ rows: SummaryRow[]; total: number }> {
  const key = filterKey(filter)
  const params = filterParams(filter, now)
  const rows = await listStatement(db, key).execute({ ...params, ...page })
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 }
  // Past the last page the window has no row to ride on: count separately.
  const [count] = await countStatement(db, key).execute(params)
  return { rows: [], total: count?.n ?? 0 }
}

const citiesStatement = preparedQuery((db: Db) =>
  db
    .select({ city: sql<string>`x.city` })
    .from(sql`(
      select c.city from goods_classes c join goods g on g.id = c.goods_id
        where ${onSaleAs('g')} and c.status <> 'off_sale' and c.end_date >= ${TODAY}::date
      union
      select s.city from exam_sessions s join goods g on g.id = s.goods_id
        where ${onSaleAs('g')} and s.status <> 'closed' and s.starts_at > ${NOW}::timestamptz
    ) x`)
    .orderBy(sql`x.city collate "C"`)
    .prepare('catalog_goods_cities')
)

/** Every city with an active class or exam session of a goods on sale. */
export async function listCities(db: Db, now: Date): Promise<string[]> {
  const result = await citiesStatement(db).execute(clockParams(now))
  return result.map((r) => r.city)
}

/** How many hot search terms the search page offers: one or two lines of chips. */
export const HOT_TERMS_MAX = 8

/**
 * Search suggestions: the tags of goods on sale, ranked by how many of those goods were sold, keeping only tags a
 * keyword search finds something for (search reads titles and subtitles, not tags), so a suggestion never lands on
 * an empty result.
 */
const hotTermsStatement = preparedQuery((db: Db) =>
  db
    .select({ term: sql<string>`t.term` })
    .from(sql`(select tag as term, sum(g.sold_count) as sold from goods g, unnest(g.tags) as tag
      where ${onSaleAs('g')} group by tag) t`)
    // strpos, not ILIKE: a tag is matched literally, as the search matches its keyword.
    .where(sql`exists (select 1 from goods h where ${onSaleAs('h')}
      and (strpos(lower(h.title), lower(t.term)) > 0 or strpos(lower(h.subtitle), lower(t.term)) > 0))`)
    .orderBy(sql`t.sold desc`, sql`t.term collate "C"`)
    .limit(HOT_TERMS_MAX)
    .prepare('catalog_goods_hot_terms')
)

export async function listHotTerms(db: Db, now: Date): Promise<string[]> {
  const rows = await hotTermsStatement(db).execute({ now: now.toISOString() })
  return rows.map((r) => r.term)
}

export async function goodsExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, id)).limit(1)
  return row !== undefined
}

/** A goods' cover by id, in any state (empty when there is no such goods or it has no cover). */
export async function goodsCover(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ cover: goods.cover }).from(goods).where(eq(goods.id, id)).limit(1)
  return row?.cover ?? ''
}
