// What a buyer owns (user_goods): granted when an order is paid, revoked when it is refunded. A bundle grants
// each of its items too, so later a bundle containing them costs less (price-math.bundleDeductionFen).
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { GoodsKind } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { bundleItems, goods, userGoods } from '../tables'
import { userError } from '../../../http/errors'
import { heldOtherwise } from '../goods/holding'

/** Grants the goods (and a bundle's items) for a paid order; once per order, so a replay changes nothing. */
export async function grantGoods(tx: Db, userId: number, goodsId: number, orderId: number | null): Promise<void> {
  const [granted] = await tx
    .insert(userGoods)
    .values({ userId, goodsId, orderId })
    .onConflictDoNothing({ target: [userGoods.orderId, userGoods.goodsId] })
    .returning({ id: userGoods.id })
  if (!granted) return
  const items = await tx.select({ goodsId: bundleItems.goodsId }).from(bundleItems).where(eq(bundleItems.bundleId, goodsId))
  if (items.length > 0) {
    await tx
      .insert(userGoods)
      .values(items.map((item) => ({ userId, goodsId: item.goodsId, orderId, bundleId: goodsId })))
      .onConflictDoNothing({ target: [userGoods.orderId, userGoods.goodsId] })
  }
  await tx.update(goods).set({ soldCount: sql`${goods.soldCount} + 1` }).where(eq(goods.id, goodsId))
}

/** Revokes everything an order granted (refund). Returns how many entitlements ended; safe to repeat. */
export async function revokeGoods(tx: Db, orderId: number, now: Date): Promise<number> {
  const revoked = await tx
    .update(userGoods)
    .set({ revokedAt: now })
    .where(and(eq(userGoods.orderId, orderId), isNull(userGoods.revokedAt)))
    .returning({ goodsId: userGoods.goodsId, bundleId: userGoods.bundleId })
  for (const row of revoked.filter((r) => r.bundleId === null)) {
    await tx.update(goods).set({ soldCount: sql`greatest(${goods.soldCount} - 1, 0)` }).where(eq(goods.id, row.goodsId))
  }
  return revoked.length
}

/** True when the user holds the goods (an active entitlement from any order). */
export async function ownsGoods(db: Db, userId: number, goodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userGoods.id })
    .from(userGoods)
    .where(and(eq(userGoods.userId, userId), eq(userGoods.goodsId, goodsId), isNull(userGoods.revokedAt)))
    .limit(1)
  return row !== undefined
}

/**
 * A second purchase of something the buyer holds is refused, for every kind: a course or lecture is learnt once
 * (another class is a transfer, not a purchase), an exam registration is one seat at one sitting (another sitting
 * is a change of the registration), and a bundle grants its items, which are held then too.
 */
export function alreadyHeld(kind: GoodsKind) {
  if (kind === 'exam') return userError('ALREADY_REGISTERED', '你已报名该考试，可在“我的订单”中查看')
  return userError('ALREADY_PURCHASED', kind === 'bundle' ? '你已购买该套餐，可在“我的订单”中查看' : '你已购买该课程，可在“我的订单”中查看')
}

/** Refuses (alreadyHeld) when the buyer holds the goods through anything but `exceptOrderId`. */
export async function refuseIfHeld(db: Db, userId: number, goods: { id: number; kind: GoodsKind }, exceptOrderId?: number) {
  if (await heldOtherwise(db, userId, goods.id, exceptOrderId)) throw alreadyHeld(goods.kind)
}
