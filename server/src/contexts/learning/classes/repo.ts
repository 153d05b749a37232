// SQL for the learner's classes. A seat is a paid order of a class, kept while a refund of it is under way: the
// orders are commerce's and the classes the catalog's, both only read here. Every statement carries the owner in
// its WHERE. When class transfers arrive (product rules §5: at most 3), a seat will need a row of its own in this context.
import { and, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce-constants'
import type { MyClassState } from '@contract/learning'
import type { Db } from '../../../db'
import { goodsClasses, orders } from '../../../db/schema'

/** The order states in which the buyer holds the seat (a refund pays out first, then the seat goes back). */
const SEAT_HOLDING: OrderStatus[] = ['paid', 'refunding']

/** catalog's classPhase as SQL: where a class's dates stand on `today` ('YYYY-MM-DD' in China). */
function stateFilter(state: MyClassState, today: string): SQL | undefined {
  if (state === 'upcoming') return gt(goodsClasses.startDate, today)
  if (state === 'ended') return lt(goodsClasses.endDate, today)
  return and(lte(goodsClasses.startDate, today), gte(goodsClasses.endDate, today))
}

function seatsOf(userId: number, state: MyClassState | undefined, today: string): SQL | undefined {
  return and(
    eq(orders.userId, userId),
    inArray(orders.status, SEAT_HOLDING),
    state ? stateFilter(state, today) : undefined
  )
}

export async function countSeats(db: Db, userId: number, state: MyClassState | undefined, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(goodsClasses, eq(goodsClasses.id, orders.classId))
    .where(seatsOf(userId, state, today))
  return row?.n ?? 0
}

/**
 * Ongoing first, then upcoming from the soonest, then ended from the latest; the order id breaks ties so pages
 * never overlap.
 */
export function listSeats(db: Db, userId: number, state: MyClassState | undefined, today: string, offset: number, limit: number) {
  const ended = sql`${goodsClasses.endDate} < ${today}`
  return db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      goodsId: orders.goodsId,
      goodsTitle: orders.goodsTitle,
      goodsCover: orders.goodsCover,
      classId: goodsClasses.id,
      name: goodsClasses.name,
      city: goodsClasses.city,
      startDate: goodsClasses.startDate,
      endDate: goodsClasses.endDate,
      days: goodsClasses.days,
      schedule: goodsClasses.schedule
    })
    .from(orders)
    .innerJoin(goodsClasses, eq(goodsClasses.id, orders.classId))
    .where(seatsOf(userId, state, today))
    .orderBy(
      sql`case when ${ended} then 2 when ${goodsClasses.startDate} > ${today} then 1 else 0 end`,
      sql`case when ${ended} then null else ${goodsClasses.startDate} end asc nulls last`,
      desc(goodsClasses.endDate),
      desc(orders.id)
    )
    .offset(offset)
    .limit(limit)
}

export type SeatRow = Awaited<ReturnType<typeof listSeats>>[number]
