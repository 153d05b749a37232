// The learner's classes (pages/course/classList): one entry per seat, with where the class stands today in China.
import type { Paged } from '@contract/envelope'
import type { MyClass, MyClassState } from '@contract/learning/shapes'
import { CLASS_TRANSFERS_MAX } from '@contract/catalog/constants'
import { chinaDate, classPhase, daysBetween } from '../../catalog'
import { syncSeats } from '../seats/enrolment'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import type { LearningContext } from '../context'
import * as repo from './repo'

function toMyClass(row: repo.SeatRow, today: string): MyClass {
  const state = classPhase(row, today)
  return {
    seatId: row.seatId,
    orderId: row.orderId,
    transfersLeft: Math.max(0, Math.min(CLASS_TRANSFERS_MAX, row.transfersAllowed) - row.transfersUsed),
    goods: { id: row.goodsId, title: row.goodsTitle, cover: row.goodsCover },
    classId: row.classId,
    name: row.name,
    city: row.city,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    schedule: row.schedule,
    state,
    daysToStart: state === 'upcoming' ? daysBetween(today, row.startDate) : null,
    refunding: row.orderStatus === 'refunding'
  }
}

export async function listMyClasses(
  ctx: LearningContext,
  userId: number,
  query: PageQueryInput & { state?: MyClassState }
): Promise<Paged<MyClass>> {
  const today = chinaDate(ctx.now())
  await syncSeats(ctx.db, { userId }, ctx.now())
  const [rows, total] = await Promise.all([
    repo.listSeats(ctx.db, userId, query.state, today, offsetOf(query), query.size),
    repo.countSeats(ctx.db, userId, query.state, today)
  ])
  return { list: rows.map((row) => toMyClass(row, today)), total, page: query.page, size: query.size }
}
