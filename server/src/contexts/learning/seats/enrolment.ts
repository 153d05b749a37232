// Enrolment from commerce's orders: a paid (or refunding) order of a class makes a seat; once the order no longer
// holds it (refunded, closed) every seat of that enrolment is withdrawn. Commerce knows nothing of seats, so this
// sync runs before any read of seats (for the reader's user or class) and on the classroom's poller for everyone;
// each statement is idempotent and safe on several nodes at once (unique index on the order's enrolment).
import { and, eq, isNotNull, notExists, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { releaseSeat } from '../../catalog'
import { heldClassOrders } from '../../commerce'
import { seats } from '../tables'

export interface SyncScope {
  userId?: number
  classId?: number
}

async function enrolHeldOrders(db: Db, scope: SyncScope): Promise<void> {
  const held = heldClassOrders(db)
  const filters: SQL[] = [sql`not exists (select 1 from ${seats} where ${seats.orderId} = ${held.orderId})`]
  if (scope.userId !== undefined) filters.push(eq(held.userId, scope.userId))
  if (scope.classId !== undefined) filters.push(eq(held.classId, scope.classId))
  await db.execute(sql`
    insert into ${seats} (user_id, class_id, goods_id, order_id, source, created_at)
    select ${held.userId}, ${held.classId}, ${held.goodsId}, ${held.orderId}, 'order', coalesce(${held.paidAt}, ${held.createdAt})
    from ${held} where ${and(...filters)}
    on conflict do nothing`)
}

/** Seats whose order no longer holds them: withdrawn; a retrain seat's class seat goes back (commerce's refund gave
 *  back the order's own class seat). */
async function withdrawReleasedOrders(db: Db, scope: SyncScope, now: Date): Promise<void> {
  const held = heldClassOrders(db)
  const filters: SQL[] = [
    eq(seats.status, 'active'), isNotNull(seats.orderId),
    notExists(db.select({ one: sql`1` }).from(held).where(eq(held.orderId, seats.orderId)))
  ]
  if (scope.userId !== undefined) filters.push(eq(seats.userId, scope.userId))
  if (scope.classId !== undefined) filters.push(eq(seats.classId, scope.classId))
  await db.transaction(async (tx) => {
    const gone = await tx.update(seats).set({ status: 'withdrawn', endedAt: now }).where(and(...filters))
      .returning({ classId: seats.classId, source: seats.source })
    for (const seat of gone) if (seat.source === 'retrain') await releaseSeat(tx, { classId: seat.classId })
  })
}

export async function syncSeats(db: Db, scope: SyncScope, now: Date): Promise<void> {
  await enrolHeldOrders(db, scope)
  await withdrawReleasedOrders(db, scope, now)
}

/** Active seats as a subquery the classroom joins (learners of a class, a learner's classes), one statement. */
export function activeSeatRows(db: Db) {
  return db
    .select({ seatId: seats.id, userId: seats.userId, classId: seats.classId, source: seats.source, orderId: seats.orderId, transfersUsed: seats.transfersUsed, joinedAt: seats.createdAt })
    .from(seats)
    .where(eq(seats.status, 'active'))
    .as('active_seats')
}
