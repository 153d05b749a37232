// SQL for the learner's classes: their active seats (learning's own table, enrolled from commerce's paid orders by
// seats/enrolment.ts) joined with the catalog's classes and, for the 退款中 mark, commerce's holding orders; all
// in one statement through the owners' subqueries, owner in the seats' WHERE.
import { and, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { MyClassState } from '@contract/learning/shapes'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { heldClassOrders } from '../../commerce'
import { seats } from '../tables'

type Classes = ReturnType<typeof classRows>

/** catalog's classPhase as SQL: where a class's dates stand on `today` ('YYYY-MM-DD' in China). */
function stateFilter(classes: Classes, state: MyClassState, today: string): SQL | undefined {
  if (state === 'upcoming') return gt(classes.startDate, today)
  if (state === 'ended') return lt(classes.endDate, today)
  return and(lte(classes.startDate, today), gte(classes.endDate, today))
}

function activeSeats(userId: number, classes: Classes, state: MyClassState | undefined, today: string) {
  return and(eq(seats.userId, userId), eq(seats.status, 'active'), state ? stateFilter(classes, state, today) : undefined)
}

export async function countSeats(db: Db, userId: number, state: MyClassState | undefined, today: string): Promise<number> {
  const classes = classRows(db)
  const [row] = await db
    .select({ n: count() })
    .from(seats)
    .innerJoin(classes, eq(classes.id, seats.classId))
    .where(activeSeats(userId, classes, state, today))
  return row?.n ?? 0
}

/**
 * Ongoing first, then upcoming from the soonest, then ended from the latest; the seat id breaks ties so pages
 * never overlap.
 */
export function listSeats(db: Db, userId: number, state: MyClassState | undefined, today: string, offset: number, limit: number) {
  const classes = classRows(db)
  const held = heldClassOrders(db)
  const ended = sql`${classes.endDate} < ${today}`
  return db
    .select({
      seatId: seats.id,
      orderId: seats.orderId,
      transfersUsed: seats.transfersUsed,
      orderStatus: held.orderStatus,
      goodsId: classes.goodsId,
      goodsTitle: classes.goodsTitle,
      goodsCover: classes.goodsCover,
      classId: classes.id,
      name: classes.name,
      city: classes.city,
      startDate: classes.startDate,
      endDate: classes.endDate,
      days: classes.days,
      schedule: classes.schedule,
      transfersAllowed: classes.transfersAllowed
    })
    .from(seats)
    .innerJoin(classes, eq(classes.id, seats.classId))
    .leftJoin(held, eq(held.orderId, seats.orderId))
    .where(activeSeats(userId, classes, state, today))
    .orderBy(
      sql`case when ${ended} then 2 when ${classes.startDate} > ${today} then 1 else 0 end`,
      sql`case when ${ended} then null else ${classes.startDate} end asc nulls last`,
      desc(classes.endDate),
      desc(seats.id)
    )
    .offset(offset)
    .limit(limit)
}

export type SeatRow = Awaited<ReturnType<typeof listSeats>>[number]
