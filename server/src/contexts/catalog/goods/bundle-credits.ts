// The bundles an order's entitlement priced down (catalog's bundle credits), as a subquery commerce joins with its
// orders when it decides whether that order may be refunded (REFUND_POLICY.md, "Items a bundle deducted").
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { bundleCredits, userGoods } from '../tables'

/** One row per bundle order credited by `creditedOrderId`, with whether that bundle still holds its goods. */
export function bundleCreditsOn(db: Db, creditedOrderId: number) {
  const held = db
    .select({ id: userGoods.id })
    .from(userGoods)
    .where(and(eq(userGoods.orderId, bundleCredits.bundleOrderId), isNull(userGoods.revokedAt)))
  return db
    .select({ bundleOrderId: bundleCredits.bundleOrderId, held: sql<boolean>`exists(${held})`.as('held') })
    .from(bundleCredits)
    .where(eq(bundleCredits.creditedOrderId, creditedOrderId))
    .as('credits')
}
