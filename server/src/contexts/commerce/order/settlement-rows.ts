// The money that moved, as subqueries another context joins (settlement's statements and class figures, the
// finance report), so the orders and refunds tables stay commerce's while those reads stay one SQL statement.
// A payment counts when the order was paid (whatever happened after: refunding, refunded); a refund counts once it
// was paid back (approved, with its time).
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { orders, refunds } from '../tables'

const ONCE_PAID: OrderStatus[] = ['paid', 'refunding', 'refunded']

/** Every paid order (any goods) with its amounts, payment method and time. */
export function paidOrderRows(db: Db) {
  return db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      status: orders.status,
      goodsId: orders.goodsId,
      goodsTitle: orders.goodsTitle,
      goodsKind: orders.goodsKind,
      classId: orders.classId,
      className: orders.className,
      paymentMethod: orders.paymentMethod,
      amountFen: orders.amountDueFen,
      couponFen: orders.couponDiscountFen,
      pointsFen: orders.pointsDiscountFen,
      pointsUsed: orders.pointsUsed,
      paidAt: orders.paidAt
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), inArray(orders.status, ONCE_PAID)))
    .as('paid_orders')
}

/** Every refund paid back, with its order's goods, class and payment method. */
export function paidRefundRows(db: Db) {
  return db
    .select({
      // Aliased: both tables have id, amount_fen and paid_at, and an outer query reads these by name.
      refundId: sql<number>`${refunds.id}`.mapWith(Number).as('refund_id'),
      orderId: sql<number>`${orders.id}`.mapWith(Number).as('order_id'),
      orderNo: orders.orderNo,
      userId: orders.userId,
      goodsId: orders.goodsId,
      goodsTitle: orders.goodsTitle,
      goodsKind: orders.goodsKind,
      classId: orders.classId,
      className: orders.className,
      paymentMethod: orders.paymentMethod,
      amountFen: sql<number>`${refunds.amountFen}`.mapWith(Number).as('refund_fen'),
      refundedAt: sql<Date | null>`${refunds.paidAt}`.mapWith(refunds.paidAt).as('refunded_at')
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'approved'), isNotNull(refunds.paidAt)))
    .as('paid_refunds')
}
