// SQL for the learner's order list: one statement per page with the summary's columns, the filter's total (a window
// count) and whether each order has an invoice, where it took three (the page, a count beside it, the invoices of
// the page's orders). Past the last page the window has no row to ride on, and a count answers alone.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { preparedQueries } from '../../../db/prepared'
import type { OrderSummaryRow } from '../order/to-json'
import { invoices, orders } from '../tables'

/** The owner always, the status when `key` is 'status'; both as placeholders (the owner in the WHERE, OWASP API1). */
const ownedBy = (key: 'all' | 'status') => {
  const owner = eq(orders.userId, sql.placeholder('userId'))
  return key === 'status' ? and(owner, eq(orders.status, sql.placeholder('status'))) : owner
}
const statusKey = (status?: OrderStatus) => (status ? 'status' : 'all')

/**
 * The outer order inside the invoice subquery, spelled out: drizzle renders a column of a single-table select
 * without its table name, which inside `from invoices` would mean the invoice's own id.
 */
const OUTER_ORDER_ID = sql.raw('"orders"."id"')
const OUTER_ORDER_USER = sql.raw('"orders"."user_id"')

const pageStatement = preparedQueries((db: Db, key: 'all' | 'status') =>
  db
    .select({
      id: orders.id, orderNo: orders.orderNo, status: orders.status, goodsId: orders.goodsId, goodsKind: orders.goodsKind,
      goodsTitle: orders.goodsTitle, goodsCover: orders.goodsCover, className: orders.className, totalFen: orders.totalFen,
      amountDueFen: orders.amountDueFen, createdAt: orders.createdAt, payDeadline: orders.payDeadline,
      hasInvoice: sql<boolean>`exists (select 1 from ${invoices}
        where ${invoices.orderId} = ${OUTER_ORDER_ID} and ${invoices.userId} = ${OUTER_ORDER_USER})`,
      total: sql<number>`(count(*) over ())::int`
    })
    .from(orders)
    .where(ownedBy(key))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(`commerce_own_order_page_${key}`)
)

const countStatement = preparedQueries((db: Db, key: 'all' | 'status') =>
  db.select({ n: count() }).from(orders).where(ownedBy(key)).prepare(`commerce_count_own_orders_${key}`)
)

export type OwnOrderPageRow = OrderSummaryRow & { hasInvoice: boolean }

/** A page of the user's orders, newest first, and how many the filter has in all. */
export async function ownOrderPage(
  db: Db, userId: number, status: OrderStatus | undefined, page: { offset: number; limit: number }
): Promise<{ rows: OwnOrderPageRow[]; total: number }> {
  const key = statusKey(status)
  const rows = await pageStatement(db, key).execute({ userId, status, ...page })
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 }
  const [row] = await countStatement(db, key).execute({ userId, status })
  return { rows: [], total: row?.n ?? 0 }
}
