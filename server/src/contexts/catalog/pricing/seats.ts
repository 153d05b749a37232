// Seats in a class or an exam session: taken and given back by conditional UPDATEs, so the last seat goes to
// exactly one buyer however many pay at once (seats_left > 0 in the WHERE; CHECK seats_left >= 0 behind it).
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { examSessions, goodsClasses } from '../tables'
import { userError } from '../../../http/errors'

export interface SeatRef {
  classId?: number
  examSessionId?: number
}

async function takeClassSeat(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(goodsClasses)
    .set({
      seatsLeft: sql`${goodsClasses.seatsLeft} - 1`,
      status: sql`case when ${goodsClasses.seatsLeft} = 1 then 'full' else ${goodsClasses.status} end`
    })
    .where(and(eq(goodsClasses.id, id), gt(goodsClasses.seatsLeft, 0), ne(goodsClasses.status, 'off_sale')))
    .returning({ id: goodsClasses.id })
  return rows.length === 1
}

async function takeSessionSeat(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(examSessions)
    .set({
      seatsLeft: sql`${examSessions.seatsLeft} - 1`,
      status: sql`case when ${examSessions.seatsLeft} = 1 then 'full' else ${examSessions.status} end`
    })
    .where(and(eq(examSessions.id, id), gt(examSessions.seatsLeft, 0), ne(examSessions.status, 'closed')))
    .returning({ id: examSessions.id })
  return rows.length === 1
}

/** Takes one seat of the class and/or the exam session; throws SEAT_TAKEN when none is left. */
export async function takeSeat(tx: Db, ref: SeatRef): Promise<void> {
  if (ref.classId !== undefined && !(await takeClassSeat(tx, ref.classId))) {
    throw userError('SEAT_TAKEN', '名额已满，请选择其他班级')
  }
  if (ref.examSessionId !== undefined && !(await takeSessionSeat(tx, ref.examSessionId))) {
    throw userError('SEAT_TAKEN', '名额已满，请选择其他考试场次')
  }
}

/** Gives the seat back (order closed or refunded), never above the capacity; a full class or session reopens. */
export async function releaseSeat(tx: Db, ref: SeatRef): Promise<void> {
  if (ref.classId !== undefined) {
    await tx
      .update(goodsClasses)
      .set({
        seatsLeft: sql`least(${goodsClasses.seatsLeft} + 1, ${goodsClasses.capacity})`,
        status: sql`case when ${goodsClasses.status} = 'full' then 'upcoming' else ${goodsClasses.status} end`
      })
      .where(eq(goodsClasses.id, ref.classId))
  }
  if (ref.examSessionId !== undefined) {
    await tx
      .update(examSessions)
      .set({
        seatsLeft: sql`least(${examSessions.seatsLeft} + 1, ${examSessions.capacity})`,
        status: sql`case when ${examSessions.status} = 'full' then 'open' else ${examSessions.status} end`
      })
      .where(eq(examSessions.id, ref.examSessionId))
  }
}
