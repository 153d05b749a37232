// Giving one coupon of a template to a user inside the caller's transaction: the sales context issues coupons of the
// batches a salesperson is allowed, and records who issued it beside the coupon's id. Same rules as receiving.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { couponTemplates, userCoupons } from '../tables'
import { receivedValidUntil } from './validity'
import * as repo from './repo'

/** The held coupon's id; refuses when the campaign ended, the person holds one already or the stock is gone. */
export async function grantCoupon(tx: Db, userId: number, templateId: number, now: Date): Promise<number> {
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId)).limit(1)
  if (!template) throw userError('NOT_FOUND', '优惠券不存在')
  if (template.validUntil !== null && template.validUntil.getTime() <= now.getTime()) throw userError('COUPON_ENDED', '该优惠券活动已结束')
  const held = await repo.insertHeldCoupon(tx, userId, template.id, receivedValidUntil(template, now))
  if (!held) throw userError('COUPON_ALREADY_HELD', '对方已领取过该优惠券')
  if (!(await repo.takeStock(tx, template.id))) throw userError('COUPON_SOLD_OUT', '优惠券已被领完')
  return held.id
}

/** The templates' columns a salesperson's batch list shows, and the held coupons, as subqueries sales joins. */
export function couponTemplateRows(db: Db) {
  return db.select({
    id: couponTemplates.id, title: couponTemplates.title, type: couponTemplates.type, value: couponTemplates.value,
    minSpendFen: couponTemplates.minSpendFen, shareCode: couponTemplates.shareCode
  }).from(couponTemplates).as('coupon_template_rows')
}

export function heldCouponRows(db: Db) {
  return db.select({
    id: userCoupons.id, userId: userCoupons.userId, state: userCoupons.state, usedAt: userCoupons.usedAt, receivedAt: userCoupons.receivedAt
  }).from(userCoupons).as('held_coupon_rows')
}
