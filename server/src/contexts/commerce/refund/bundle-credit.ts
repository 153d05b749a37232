// Refund rule (REFUND_POLICY.md, "Items a bundle deducted"): an order whose entitlement made a later bundle
// cheaper cannot be refunded, in full or in part, while that bundle order is unpaid (it may still be paid at the
// lower price) or still holds its goods. Otherwise the buyer would get the item's money back and keep the item
// through the bundle for free. Refunding the bundle in full, or cancelling its unpaid order, lifts the block.
import { eq, or } from 'drizzle-orm'
import type { Db } from '../../../db'
import { bundleCreditsOn } from '../../catalog'
import { orders } from '../tables'
import { userError } from '../../../http/errors'

/** The bundle order still standing on this order's entitlement, if any. */
async function creditingBundle(db: Db, orderId: number): Promise<{ title: string } | undefined> {
  const credits = bundleCreditsOn(db, orderId)
  const [row] = await db
    .select({ title: orders.goodsTitle })
    .from(credits)
    .innerJoin(orders, eq(orders.id, credits.bundleOrderId))
    .where(or(eq(orders.status, 'unpaid'), eq(credits.held, true)))
    .limit(1)
  return row
}

/** Refuses (REFUND_BUNDLE_CREDITED) a refund of an order a still-held bundle was priced down for. */
export async function assertNotCreditedByBundle(db: Db, orderId: number): Promise<void> {
  const bundle = await creditingBundle(db, orderId)
  if (!bundle) return
  throw userError(
    'REFUND_BUNDLE_CREDITED',
    `该订单的商品已在套餐「${bundle.title}」中抵扣了价格，请先取消或全额退款该套餐订单，再申请退款`
  )
}
