// The bundle deduction, remembered: when a bundle order is priced down for items the buyer owns, each such item is
// recorded with the order whose entitlement made it owned. The refund module reads these records so the item's
// order cannot be refunded while the bundle it made cheaper is still held (REFUND_POLICY.md).
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db'
import { bundleCredits, bundleItems, userGoods } from '../tables'

export interface BundleOrderRef {
  id: number
  userId: number
  goodsId: number
  goodsKind: string
  bundleDeductionFen: number
}

/** Records what the bundle order's deduction stood on; nothing for other orders. Call in the order's transaction. */
export async function recordBundleCredits(tx: Db, order: BundleOrderRef): Promise<void> {
  if (order.goodsKind !== 'bundle' || order.bundleDeductionFen <= 0) return
  const held = await tx
    .select({ goodsId: userGoods.goodsId, orderId: userGoods.orderId })
    .from(userGoods)
    .innerJoin(bundleItems, and(eq(bundleItems.goodsId, userGoods.goodsId), eq(bundleItems.bundleId, order.goodsId)))
    .where(and(eq(userGoods.userId, order.userId), isNull(userGoods.revokedAt)))
    .orderBy(asc(userGoods.id))
  const creditedBy = new Map<number, number | null>()
  for (const row of held) {
    // A grant without an order (staff, seed) cannot be refunded, so an item it covers needs no record.
    if (!creditedBy.has(row.goodsId) || row.orderId === null) creditedBy.set(row.goodsId, row.orderId)
  }
  const values = [...creditedBy]
    .filter((entry): entry is [number, number] => entry[1] !== null)
    .map(([goodsId, creditedOrderId]) => ({ bundleOrderId: order.id, creditedOrderId, goodsId }))
  if (values.length > 0) await tx.insert(bundleCredits).values(values).onConflictDoNothing()
}
