// Test rows for checkout, written straight through the catalog, coupon, points, address and WeChat schemas: goods
// (with a class, an exam session or agreements), a coupon held by a user, a points balance, an address, a linked
// WeChat openid. Each call makes fresh rows, so tests in one file never share stock or balances.
import { eq, sql } from 'drizzle-orm'
import type { CouponType, GoodsKind } from '@contract/catalog/constants'
import type { Db } from '../../../../server/src/db'
import {
  addresses, agreements, couponTemplates, examSessions, goods, goodsAgreements, goodsClasses, pointsAccounts,
  userCoupons, wechatIdentities
} from '../../../../server/src/db/schema'

let counter = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${(counter += 1)}`

/** Far ahead, so classes and sessions stay open whatever clock a test uses. */
const FUTURE = '2099-03-01'

export interface GoodsOptions {
  priceFen?: number
  kind?: GoodsKind
  ships?: boolean
  title?: string
  /** Adds one class with this many seats (checkout must then choose it). */
  classSeats?: number
  /** Adds one exam session with this many seats. */
  sessionSeats?: number
  /** Adds this many agreements the buyer must accept. */
  agreements?: number
}

export interface SeededGoods {
  id: number
  classId?: number
  examSessionId?: number
  agreementIds: number[]
}

async function addAgreements(db: Db, goodsId: number, n: number): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const [row] = await db
      .insert(agreements)
      .values({ kind: 'goods', slug: unique('agreement'), title: `购买协议${i + 1}`, content: '<p>协议</p>' })
      .returning({ id: agreements.id })
    await db.insert(goodsAgreements).values({ goodsId, agreementId: row.id, sort: i })
    ids.push(row.id)
  }
  return ids
}

export async function seedGoods(db: Db, options: GoodsOptions = {}): Promise<SeededGoods> {
  const priceFen = options.priceFen ?? 19_900
  const [row] = await db
    .insert(goods)
    .values({
      slug: unique('goods'),
      kind: options.kind ?? 'course',
      title: options.title ?? '私人教练认证课程',
      cover: '/uploads/cover.png',
      priceFen,
      originalPriceFen: priceFen + 10_000,
      ships: options.ships ?? false
    })
    .returning({ id: goods.id })
  const seeded: SeededGoods = { id: row.id, agreementIds: await addAgreements(db, row.id, options.agreements ?? 0) }
  if (options.classSeats !== undefined) {
    const [c] = await db
      .insert(goodsClasses)
      .values({
        goodsId: row.id, name: '北京周末班', city: '北京', startDate: FUTURE, endDate: '2099-03-10', days: 10,
        capacity: options.classSeats, seatsLeft: options.classSeats
      })
      .returning({ id: goodsClasses.id })
    seeded.classId = c.id
  }
  if (options.sessionSeats !== undefined) {
    const [s] = await db
      .insert(examSessions)
      .values({
        goodsId: row.id, startsAt: new Date(`${FUTURE}T01:00:00Z`), city: '上海', venueName: '考点', venueAddress: '某路1号',
        capacity: options.sessionSeats, seatsLeft: options.sessionSeats
      })
      .returning({ id: examSessions.id })
    seeded.examSessionId = s.id
  }
  return seeded
}

export async function seatsLeft(db: Db, classId: number): Promise<number> {
  const [row] = await db.select({ n: goodsClasses.seatsLeft }).from(goodsClasses).where(eq(goodsClasses.id, classId))
  return row.n
}

/** A coupon of the type held (unused) by the user; returns the user's coupon id. */
export async function giveCoupon(
  db: Db,
  userId: number,
  terms: { type?: CouponType; value?: number; minSpendFen?: number } = {}
): Promise<number> {
  const type = terms.type ?? 'amount_off'
  const value = terms.value ?? (type === 'amount_off' ? 5_000 : type === 'discount' ? 80 : 0)
  const validUntil = new Date(`${FUTURE}T00:00:00Z`)
  const [template] = await db
    .insert(couponTemplates)
    .values({ slug: unique('coupon'), title: '测试券', type, value, minSpendFen: terms.minSpendFen ?? 0, validUntil, stockTotal: 100, stockLeft: 100, source: '测试' })
    .returning({ id: couponTemplates.id })
  const [held] = await db.insert(userCoupons).values({ userId, templateId: template.id, validUntil }).returning({ id: userCoupons.id })
  return held.id
}

export async function couponState(db: Db, couponId: number): Promise<{ state: string; orderId: number | null }> {
  const [row] = await db.select({ state: userCoupons.state, orderId: userCoupons.orderId }).from(userCoupons).where(eq(userCoupons.id, couponId))
  return row
}

export async function givePoints(db: Db, userId: number, balance: number): Promise<void> {
  await db
    .insert(pointsAccounts)
    .values({ userId, balance, totalEarned: balance })
    .onConflictDoUpdate({ target: pointsAccounts.userId, set: { balance: sql`${pointsAccounts.balance} + ${balance}` } })
}

export async function pointsBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId))
  return row?.n ?? 0
}

export async function addAddress(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, recipient: '李四', phone: '13900000000', regionCode: '110105', province: '北京市', city: '北京市', district: '朝阳区', detail: '建国路88号', isDefault: true })
    .returning({ id: addresses.id })
  return row.id
}

/** Links a mini-program openid under `appId` to the user (as WeChat login would). */
export async function linkOpenid(db: Db, userId: number, appId: string): Promise<string> {
  const openid = `o${unique('openid').replace(/\W/g, '')}`
  await db.insert(wechatIdentities).values({ userId, appId, openid, sessionKey: 'test-session-key' })
  return openid
}
