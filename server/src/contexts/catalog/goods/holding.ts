// What the signed-in buyer holds of one goods (user_goods, written by pricing/entitlements.ts): the goods page
// says so, and pricing refuses a second purchase with it.
import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userGoods } from '../tables'

/** The buyer's active hold on the goods (own purchase, a bundle's item or a staff grant); orderId null for a grant. */
export async function findHolding(db: Db, userId: number, goodsId: number): Promise<{ orderId: number | null } | undefined> {
  const [row] = await db
    .select({ orderId: userGoods.orderId })
    .from(userGoods)
    .where(and(eq(userGoods.userId, userId), eq(userGoods.goodsId, goodsId), isNull(userGoods.revokedAt)))
    .orderBy(userGoods.id)
    .limit(1)
  return row
}

/** True when the buyer holds the goods through anything but `exceptOrderId` (another order, a bundle, a grant). */
export async function heldOtherwise(db: Db, userId: number, goodsId: number, exceptOrderId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userGoods.id })
    .from(userGoods)
    .where(and(
      eq(userGoods.userId, userId), eq(userGoods.goodsId, goodsId), isNull(userGoods.revokedAt),
      exceptOrderId === undefined ? undefined : or(isNull(userGoods.orderId), ne(userGoods.orderId, exceptOrderId))
    ))
    .limit(1)
  return row !== undefined
}

