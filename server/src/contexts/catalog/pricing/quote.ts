// The price of one purchase for one buyer, computed on the server only: checks the goods and the chosen class or
// exam session, deducts owned bundle items, applies the chosen coupon and points (price-math.ts), and lists the
// coupons that would apply. Runs inside the order transaction when the orders module creates an order.
import type { z } from 'zod'
import type { Coupon } from '@contract/catalog/schemas'
import type { CouponOption, Quote, quoteSchema } from '@contract/commerce/schemas'
import type { GoodsKind } from '@contract/catalog/constants'
import { price } from '@contract/money'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { findGoodsDetail, type GoodsDetailRow } from '../goods/detail-repo'
import { goodsNotFound, toSummary } from '../goods/service'
import { findHeldCoupon, listUnusedCoupons, type HeldCouponRow } from '../coupon/repo'
import { toCoupons } from '../coupon/service'
import { effectiveState } from '../coupon/validity'
import { findAccount } from '../points/repo'
import { refuseIfHeld } from './entitlements'
import { checkClass, checkSession, describeChoice } from './choice'
import { bundleDeductionFen, couponDiscountFen, couponRefusal, quoteAmounts, type CouponRefusal, type CouponTerms } from './price-math'

/** quoteSchema after parsing (points defaulted to 0). */
export type QuoteRequest = z.output<typeof quoteSchema>

export type QuoteResult = Quote & {
  goodsId: number
  kind: GoodsKind
  classId?: number
  examSessionId?: number
  couponId?: number
  ships: boolean
  title: string
}

const termsOf = (c: HeldCouponRow): CouponTerms => ({
  type: c.type,
  value: c.value,
  minSpendFen: c.minSpendFen,
  scopeGoodsIds: c.scopeGoodsIds
})

function refusalError(reason: CouponRefusal, coupon: HeldCouponRow) {
  if (reason === 'min_spend') return userError('COUPON_MIN_SPEND', `该优惠券满${price(coupon.minSpendFen)}可用，当前金额未达到使用门槛`)
  if (reason === 'not_a_course') return userError('COUPON_NOT_APPLICABLE', '课程兑换券仅可用于兑换课程')
  return userError('COUPON_NOT_APPLICABLE', '该优惠券不适用于此商品')
}

async function loadOnSale(tx: Db, goodsId: number, userId: number, now: Date): Promise<GoodsDetailRow> {
  const row = await findGoodsDetail(tx, goodsId, userId, now)
  if (!row) throw goodsNotFound()
  if (!row.onSale) throw userError('GOODS_OFF_SALE', '商品已下架')
  return row
}

/** Prices of the bundle's items the buyer already owns ([] for other kinds). */
const ownedItemPrices = (row: GoodsDetailRow) =>
  row.kind === 'bundle' ? row.bundleItems.filter((i) => i.owned).map((i) => i.priceFen) : []

/** What the coupons are measured against: the price less owned bundle items. */
const couponBase = (row: GoodsDetailRow) => row.priceFen - bundleDeductionFen(row.priceFen, ownedItemPrices(row))

async function chosenCoupon(tx: Db, userId: number, couponId: number, row: GoodsDetailRow, now: Date): Promise<HeldCouponRow> {
  const coupon = await findHeldCoupon(tx, userId, couponId)
  if (!coupon) throw userError('NOT_FOUND', '优惠券不存在')
  if (effectiveState(coupon.state, coupon.validUntil, now) !== 'unused') throw userError('COUPON_UNAVAILABLE', '优惠券已被使用或已过期')
  const refusal = couponRefusal(termsOf(coupon), { id: row.id, kind: row.kind }, couponBase(row))
  if (refusal) throw refusalError(refusal, coupon)
  return coupon
}

async function usableFor(tx: Db, userId: number, row: GoodsDetailRow, now: Date): Promise<Coupon[]> {
  const goodsRef = { id: row.id, kind: row.kind }
  const held = await listUnusedCoupons(tx, userId, now)
  const usable = held.filter((c) => couponRefusal(termsOf(c), goodsRef, couponBase(row)) === null)
  return toCoupons(tx, usable, now)
}

/**
 * Every unused coupon the buyer holds, with what it would save on this checkout or why it does not apply: usable
 * ones by saving (largest first; ties keep the repository's order), then the refused ones.
 */
async function couponOptionsFor(tx: Db, userId: number, row: GoodsDetailRow, now: Date): Promise<CouponOption[]> {
  const goodsRef = { id: row.id, kind: row.kind }
  const base = couponBase(row)
  const held = await listUnusedCoupons(tx, userId, now)
  const coupons = await toCoupons(tx, held, now)
  const options = held.map((c, i): CouponOption => {
    const refusal = couponRefusal(termsOf(c), goodsRef, base)
    return { coupon: coupons[i], refusal, savingFen: refusal ? 0 : couponDiscountFen(termsOf(c), base) }
  })
  const rank = (o: CouponOption) => (o.refusal ? -1 : o.savingFen)
  return options.map((o, i) => ({ o, i })).sort((a, b) => rank(b.o) - rank(a.o) || a.i - b.i).map(({ o }) => o)
}

/** Computes the price of input.goodsId for the user. Throws a readable refusal when anything does not apply. */
export async function computeQuote(tx: Db, userId: number, input: QuoteRequest, now: Date): Promise<QuoteResult> {
  const row = await loadOnSale(tx, input.goodsId, userId, now)
  await refuseIfHeld(tx, userId, row)
  const classId = checkClass(row, input.classId, now)
  const examSessionId = checkSession(row, input.examSessionId, now)
  const coupon = input.couponId !== undefined ? await chosenCoupon(tx, userId, input.couponId, row, now) : undefined
  const couponOptions = await couponOptionsFor(tx, userId, row, now)
  const usableCoupons = couponOptions.filter((o) => o.refusal === null).map((o) => o.coupon)
  const account = await findAccount(tx, userId)
  const pointsBalance = account?.balance ?? 0
  const amounts = quoteAmounts({
    priceFen: row.priceFen,
    ownedItemPricesFen: ownedItemPrices(row),
    coupon: coupon && termsOf(coupon),
    requestedPoints: input.points ?? 0,
    pointsBalance
  })
  return {
    goods: toSummary(row),
    ...amounts,
    pointsBalance,
    usableCoupons,
    couponOptions,
    needsAddress: row.ships,
    agreements: row.agreements,
    choice: describeChoice(row, classId, examSessionId),
    goodsId: row.id,
    kind: row.kind,
    classId,
    examSessionId,
    couponId: coupon?.id,
    ships: row.ships,
    title: row.title
  }
}

/** GET /api/goods/{id}/coupons: the signed-in buyer's unused coupons that would apply to the goods ([] signed out). */
export async function usableCouponsForGoods(db: Db, userId: number | null, goodsId: number, now: Date): Promise<Coupon[]> {
  const row = await findGoodsDetail(db, goodsId, userId, now)
  if (!row) throw goodsNotFound()
  return userId === null ? [] : usableFor(db, userId, row, now)
}
