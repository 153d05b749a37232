// The goods a user holds by a paid order (kept while a refund is under way), as a subquery another context joins
// (training: a strength program unlocked by buying its goods), so the orders table stays commerce's.
import { and, eq, inArray } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { orders } from '../tables'

const HOLDING: OrderStatus[] = ['paid', 'refunding']

export function paidGoodsOf(db: Db, userId: number) {
  return db.select({ goodsId: orders.goodsId }).from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, HOLDING))).as('paid_goods')
}
