// The exam sittings commerce sold: a paid order of an exam goods for a session, kept while a refund is under way.
// Certification registers each such order once (and cancels the registration when the order stops holding it).
import { and, inArray, isNotNull } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { orders } from '../tables'

const HOLDING: OrderStatus[] = ['paid', 'refunding']

export function heldExamOrders(db: Db) {
  return db
    .select({
      orderId: orders.id, userId: orders.userId, goodsId: orders.goodsId, examSessionId: orders.examSessionId,
      paidAt: orders.paidAt, createdAt: orders.createdAt
    })
    .from(orders)
    .where(and(inArray(orders.status, HOLDING), isNotNull(orders.examSessionId)))
    .as('held_exam_orders')
}
