// The class seats commerce sold: a paid order of a class, kept while a refund of it is under way (a refund pays
// out first, then the seat goes back). Other contexts join this subquery instead of reading the orders table, so
// their lists stay one SQL statement while the table stays commerce's.
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { orders } from '../tables'

/** The order states in which the buyer holds the seat. */
const SEAT_HOLDING: OrderStatus[] = ['paid', 'refunding']

/** The seats one user holds, as a subquery to join on `classId` (owner in its WHERE). */
export function classSeatsOf(db: Db, userId: number) {
  return db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      goodsId: orders.goodsId,
      goodsTitle: orders.goodsTitle,
      goodsCover: orders.goodsCover,
      classId: orders.classId
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, SEAT_HOLDING), isNotNull(orders.classId)))
    .as('class_seats')
}

/** Every order of a class that holds its seat (any user), as a subquery: learning's enrolment sync joins it. */
export function heldClassOrders(db: Db) {
  return db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      userId: orders.userId,
      goodsId: orders.goodsId,
      classId: orders.classId,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt
    })
    .from(orders)
    .where(and(inArray(orders.status, SEAT_HOLDING), isNotNull(orders.classId)))
    .as('held_class_orders')
}

/**
 * A transfer moved the order's seat to another class: the order now names that class, so a refund gives back the
 * seat the learner actually holds. One conditional UPDATE (the order must still name `fromClassId` and hold it).
 */
export async function moveOrderClass(
  tx: Db, orderId: number, fromClassId: number, to: { classId: number; className: string }
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ classId: to.classId, className: to.className })
    .where(and(eq(orders.id, orderId), eq(orders.classId, fromClassId), inArray(orders.status, SEAT_HOLDING)))
    .returning({ id: orders.id })
  return rows.length === 1
}
