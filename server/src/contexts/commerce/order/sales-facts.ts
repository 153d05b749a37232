// Orders as the sales context reads them: every order with what was refunded of it, as a subquery it joins with its
// own tables (attribution, enrolment). The orders table stays commerce's; sales never writes it.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { orders, refunds } from '../tables'

// Qualified by hand: inside the subquery drizzle leaves column names bare, and a bare "id" would be the refund's.
const outerId = sql.raw('"orders"."id"')

export function orderFacts(db: Db) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      goodsTitle: orders.goodsTitle,
      classId: orders.classId,
      className: orders.className,
      couponId: orders.couponId,
      salesCode: orders.salesCode,
      amountFen: orders.amountDueFen,
      status: orders.status,
      payDeadline: orders.payDeadline,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      // Money actually returned: refunds paid out (a refund under review still counts as sold).
      refundedFen: sql<number>`coalesce((select sum(${refunds.amountFen}) from ${refunds}
        where ${refunds.orderId} = ${outerId} and ${refunds.status} = 'approved'), 0)`.mapWith(Number).as('refunded_fen')
    })
    .from(orders)
    .as('order_facts')
}
