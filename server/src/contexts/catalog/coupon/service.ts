// Coupons the signed-in user holds (list, one) and shared coupons (look at one by its code, receive it).
// Receiving: once per user (unique index) and limited stock (conditional UPDATE), in one transaction, so 50
// parallel receives of a 10-stock coupon hand out exactly 10 and a double tap hands out one.
import type { Coupon, SharedCoupon } from '@contract/catalog/schemas'
import type { CouponState } from '@contract/catalog/constants'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import * as repo from './repo'
import { effectiveState, receivedValidUntil } from './validity'

const notFound = () => userError('NOT_FOUND', '优惠券不存在')

/** Coupons as the app shows them, with the titles of the goods they are scoped to (one query for all). */
export async function toCoupons(db: Db, rows: repo.HeldCouponRow[], now: Date): Promise<Coupon[]> {
  const titles = await repo.goodsTitles(db, [...new Set(rows.flatMap((r) => r.scopeGoodsIds))])
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    value: r.value,
    minSpendFen: r.minSpendFen,
    scope: r.scopeGoodsIds.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id) ?? '' })),
    source: r.source,
    validUntil: r.validUntil.toISOString(),
    state: effectiveState(r.state, r.validUntil, now)
  }))
}

export async function listCoupons(
  db: Db,
  userId: number,
  query: PageQueryInput & { state?: CouponState },
  now: Date
): Promise<Paged<Coupon>> {
  const { rows, total } = await repo.listHeldCoupons(db, userId, query.state, { offset: offsetOf(query), limit: query.size }, now)
  return { list: await toCoupons(db, rows, now), total, page: query.page, size: query.size }
}

export async function getCoupon(db: Db, userId: number, id: number, now: Date): Promise<Coupon> {
  const row = await repo.findHeldCoupon(db, userId, id)
  if (!row) throw notFound()
  const [coupon] = await toCoupons(db, [row], now)
  return coupon
}

async function templateFor(db: Db, shareCode: string): Promise<repo.TemplateRow> {
  const template = await repo.findTemplateByShareCode(db, shareCode)
  if (!template) throw notFound()
  return template
}

const campaignOver = (template: repo.TemplateRow, now: Date) =>
  template.validUntil !== null && template.validUntil.getTime() <= now.getTime()

export async function getSharedCoupon(db: Db, shareCode: string, userId: number | null, now: Date): Promise<SharedCoupon> {
  const template = await templateFor(db, shareCode)
  const received = userId !== null && (await repo.hasReceived(db, userId, template.id))
  return {
    shareCode,
    title: template.title,
    type: template.type,
    value: template.value,
    minSpendFen: template.minSpendFen,
    validUntil: receivedValidUntil(template, now).toISOString(),
    stockLeft: template.stockLeft,
    received
  }
}

export async function receiveCoupon(db: Db, userId: number, shareCode: string, now: Date): Promise<Coupon> {
  const template = await templateFor(db, shareCode)
  if (campaignOver(template, now)) throw userError('COUPON_ENDED', '该优惠券活动已结束')
  const id = await db.transaction(async (tx) => {
    const held = await repo.insertHeldCoupon(tx, userId, template.id, receivedValidUntil(template, now))
    if (!held) throw userError('COUPON_RECEIVED', '您已领取过该优惠券')
    // Throwing rolls the insert back, so a sold-out receive leaves nothing behind.
    if (!(await repo.takeStock(tx, template.id))) throw userError('COUPON_SOLD_OUT', '优惠券已被领完')
    return held.id
  })
  return getCoupon(db, userId, id, now)
}
