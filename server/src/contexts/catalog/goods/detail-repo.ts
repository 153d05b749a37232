// SQL for one goods with everything its page and checkout need, in ONE statement: the goods, its classes and exam
// sessions, its bundle items (each marked owned when the buyer holds it), its agreements and its cities. Used by
// GET /api/goods/{id} and by the price computation (pricing/quote.ts), inside the order transaction.
import { eq, sql } from 'drizzle-orm'
import type { ExamSession, GoodsClass } from '@contract/catalog/schemas'
import type { GoodsKind } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { preparedQuery } from '../../../db/prepared'
import { goods } from '../tables'
import { clockParams, ON_SALE_NOW, OUTER_GOODS_ID, summaryColumns } from './repo'

/** The contract's shapes, except that the stored status is raw text (upcoming/ongoing/ended are derived on read). */
export type ClassJson = Omit<GoodsClass, 'status'> & { status: string }
export type SessionJson = Omit<ExamSession, 'status'> & { status: string }

export interface BundleItemJson {
  goodsId: number
  kind: GoodsKind
  title: string
  priceFen: number
  owned: boolean
}

const classesJson = sql<ClassJson[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'city', c.city, 'startDate', c.start_date,
    'endDate', c.end_date, 'days', c.days, 'schedule', c.schedule, 'capacity', c.capacity, 'seatsLeft', c.seats_left,
    'transfersAllowed', c.transfers_allowed, 'status', c.status) order by c.start_date, c.id)
  from goods_classes c where c.goods_id = ${OUTER_GOODS_ID}), '[]'::json)`

const sessionsJson = sql<SessionJson[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at, 'city', s.city, 'venueName', s.venue_name,
    'venueAddress', s.venue_address, 'seatsLeft', s.seats_left, 'status', s.status) order by s.starts_at, s.id)
  from exam_sessions s where s.goods_id = ${OUTER_GOODS_ID}), '[]'::json)`

/** A signed-out buyer (userId null) owns nothing: `user_id = null` is never true. */
const bundleItemsJson = sql<BundleItemJson[]>`coalesce((
  select json_agg(json_build_object('goodsId', i.id, 'kind', i.kind, 'title', i.title, 'priceFen', i.price_fen,
    'owned', exists (select 1 from user_goods ug
      where ug.user_id = ${sql.placeholder('userId')}::int and ug.goods_id = i.id and ug.revoked_at is null)) order by b.sort, i.id)
  from bundle_items b join goods i on i.id = b.goods_id where b.bundle_id = ${OUTER_GOODS_ID}), '[]'::json)`

const agreementsJson = sql<{ id: number; title: string }[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'title', a.title) order by ga.sort, a.id)
  from goods_agreements ga join agreements a on a.id = ga.agreement_id where ga.goods_id = ${OUTER_GOODS_ID}), '[]'::json)`

/** One named prepared statement (see repo.ts), built once per handle: planned once per connection. */
const detailStatement = preparedQuery((db: Db) =>
  db
    .select({
      ...summaryColumns,
      descriptionHtml: goods.descriptionHtml,
      targetAudienceHtml: goods.targetAudienceHtml,
      discounts: goods.discounts,
      ships: goods.ships,
      // Scheduled goods read as off sale until their time (the page says so; pricing refuses them).
      onSale: sql<boolean>`${ON_SALE_NOW}`,
      // Published for a time still ahead: the page says when sale opens instead of 已下架.
      saleStartsAt: sql<Date | string | null>`case when ${goods.onSale} and ${goods.publishAt} > ${sql.placeholder('now')}::timestamptz then ${goods.publishAt} end`,
      classes: classesJson,
      examSessions: sessionsJson,
      bundleItems: bundleItemsJson,
      agreements: agreementsJson
    })
    .from(goods)
    .where(eq(goods.id, sql.placeholder('id')))
    .prepare('catalog_goods_detail')
)

/** The goods with its classes, sessions, bundle items (owned by `userId`), agreements and cities. */
export async function findGoodsDetail(db: Db, id: number, userId: number | null, now: Date) {
  const [row] = await detailStatement(db).execute({ id, userId, ...clockParams(now) })
  return row
}

export type GoodsDetailRow = NonNullable<Awaited<ReturnType<typeof findGoodsDetail>>>
