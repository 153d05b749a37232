// SQL for the learner's classes. A seat is commerce's (a paid order of a class, kept while a refund of it is under
// way) and the class is the catalog's: both come as subqueries from their contexts' public entries and are joined
// here in one statement, owner in the seats' WHERE. When class transfers arrive (at most 3 per seat), a seat will
// need a row of its own in this context.
import { and, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { MyClassState } from '@contract/learning/shapes'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { classSeatsOf } from '../../commerce'

type Classes = ReturnType<typeof classRows>

/** catalog's classPhase as SQL: where a class's dates stand on `today` ('YYYY-MM-DD' in China). */
function stateFilter(classes: Classes, state: MyClassState, today: string): SQL | undefined {
  if (state === 'upcoming') return gt(classes.startDate, today)
  if (state === 'ended') return lt(classes.endDate, today)
  return and(lte(classes.startDate, today), gte(classes.endDate, today))
}

function seatsWithClasses(db: Db, userId: number) {
  const seats = classSeatsOf(db, userId)
  const classes = classRows(db)
  return { seats, classes, on: eq(classes.id, seats.classId) }
}

export async function countSeats(db: Db, userId: number, state: MyClassState | undefined, today: string): Promise<number> {
  const { seats, classes, on } = seatsWithClasses(db, userId)
  const [row] = await db
    .select({ n: count() })
    .from(seats)
    .innerJoin(classes, on)
    .where(state ? stateFilter(classes, state, today) : undefined)
  return row?.n ?? 0
}

/**
 * Ongoing first, then upcoming from the soonest, then ended from the latest; the order id breaks ties so pages
 * never overlap.
 */
export function listSeats(db: Db, userId: number, state: MyClassState | undefined, today: string, offset: number, limit: number) {
  const { seats, classes, on } = seatsWithClasses(db, userId)
  const ended = sql`${classes.endDate} < ${today}`
  return db
    .select({
      orderId: seats.orderId,
      orderStatus: seats.orderStatus,
      goodsId: seats.goodsId,
      goodsTitle: seats.goodsTitle,
      goodsCover: seats.goodsCover,
      classId: classes.id,
      name: classes.name,
      city: classes.city,
      startDate: classes.startDate,
      endDate: classes.endDate,
      days: classes.days,
      schedule: classes.schedule
    })
    .from(seats)
    .innerJoin(classes, on)
    .where(state ? stateFilter(classes, state, today) : undefined)
    .orderBy(
      sql`case when ${ended} then 2 when ${classes.startDate} > ${today} then 1 else 0 end`,
      sql`case when ${ended} then null else ${classes.startDate} end asc nulls last`,
      desc(classes.endDate),
      desc(seats.orderId)
    )
    .offset(offset)
    .limit(limit)
}

export type SeatRow = Awaited<ReturnType<typeof listSeats>>[number]
