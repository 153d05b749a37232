// Demo sales: the demo salesperson's code and three buyers' orders of 普拉提上海春季班 attributed to them (through the
// share link, a coupon they issued, a converted lead; one through the link refunded), an unpaid order waiting for
// payment, leads in every state with notes, two coupon batches allowed them (one coupon used, one not) and
// withdrawals in every state. Only while no lead exists, so seeding again changes nothing.
import { randomUUID } from 'node:crypto'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { findUserByPhone, upsertUserByPhone } from '../../src/contexts/identity/seeding'
import {
  couponTemplates, goods, goodsClasses, orders, refunds, salesCouponAllowances, salesCouponGrants, salesLeadNotes, salesLeads,
  salesPeople, salesWithdrawals, userCoupons, userGoods
} from '../../src/db/schema'
import { DEMO_SALES_CODE, SALES_BATCHES, SALES_BUYERS, SALES_CLASS, SALES_LEADS, SALES_WITHDRAWALS } from './content'

const DAY_MS = 24 * 3600_000

async function salesClass(tx: Db) {
  const [row] = await tx.select({ classId: goodsClasses.id, goodsId: goods.id, title: goods.title, cover: goods.cover, priceFen: goods.priceFen })
    .from(goodsClasses).innerJoin(goods, eq(goods.id, goodsClasses.goodsId))
    .where(and(eq(goods.slug, SALES_CLASS.goods), eq(goodsClasses.name, SALES_CLASS.name)))
  return row
}
type SalesClass = NonNullable<Awaited<ReturnType<typeof salesClass>>>

interface OrderSeed { userId: number; at: Date; salesCode?: string; couponId?: number; discountFen?: number; paid: boolean; n: number }

async function order(tx: Db, cls: SalesClass, o: OrderSeed): Promise<number> {
  const stamp = new Date(o.at.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)
  const amountDueFen = cls.priceFen - (o.discountFen ?? 0)
  const [row] = await tx.insert(orders).values({
    orderNo: `${stamp}3${String(o.n).padStart(5, '0')}`, userId: o.userId, clientRequestId: randomUUID(), goodsId: cls.goodsId,
    goodsKind: 'course', goodsTitle: cls.title, goodsCover: cls.cover, classId: cls.classId, className: SALES_CLASS.name,
    couponId: o.couponId ?? null, salesCode: o.salesCode ?? null, totalFen: cls.priceFen, couponDiscountFen: o.discountFen ?? 0,
    amountDueFen, status: o.paid ? 'paid' : 'unpaid', payDeadline: o.paid ? o.at : new Date(o.at.getTime() + 30 * 60_000),
    paidAt: o.paid ? o.at : null, paymentMethod: o.paid ? 'sandbox' : null, createdAt: o.at
  }).returning({ id: orders.id })
  if (o.paid) await tx.insert(userGoods).values({ userId: o.userId, goodsId: cls.goodsId, orderId: row!.id, grantedAt: o.at }).onConflictDoNothing()
  return row!.id
}

async function seedLeads(tx: Db, ownerId: number, now: Date) {
  for (const lead of SALES_LEADS) {
    const at = new Date(now.getTime() - lead.daysAgo * DAY_MS)
    const follow = 'followInDays' in lead ? new Date(now.getTime() + lead.followInDays * DAY_MS) : null
    const [row] = await tx.insert(salesLeads).values({
      ownerId, name: lead.name, phone: lead.phone, source: lead.source, status: lead.status, nextFollowAt: follow,
      convertedAt: lead.status === 'converted' ? at : null, createdAt: at, updatedAt: at
    }).returning({ id: salesLeads.id })
    if (lead.note) await tx.insert(salesLeadNotes).values({ leadId: row!.id, text: lead.note, status: lead.status, createdAt: at })
  }
}

/** The batches allowed, and one coupon of each issued: member-30 to the coupon buyer (used below), winter-20 unused. */
async function seedBatches(tx: Db, sellerId: number, holders: number[], now: Date): Promise<number[]> {
  const templates = await tx.select().from(couponTemplates).where(inArray(couponTemplates.slug, SALES_BATCHES.map((b) => b.template)))
  const held: number[] = []
  for (const [i, batch] of SALES_BATCHES.entries()) {
    const template = templates.find((t) => t.slug === batch.template)
    if (!template) continue
    const [allowance] = await tx.insert(salesCouponAllowances).values({ salespersonId: sellerId, templateId: template.id, quota: batch.quota, issued: 1 })
      .returning({ id: salesCouponAllowances.id })
    const at = new Date(now.getTime() - (15 - i * 5) * DAY_MS)
    const [coupon] = await tx.insert(userCoupons).values({ userId: holders[i]!, templateId: template.id, validUntil: new Date(now.getTime() + 30 * DAY_MS), receivedAt: at })
      .onConflictDoNothing().returning({ id: userCoupons.id })
    if (!coupon) continue
    await tx.update(couponTemplates).set({ stockLeft: sql`greatest(${couponTemplates.stockLeft} - 1, 0)` }).where(eq(couponTemplates.id, template.id))
    await tx.insert(salesCouponGrants).values({ allowanceId: allowance!.id, salespersonId: sellerId, userCouponId: coupon.id, userId: holders[i]!, createdAt: at })
    held.push(coupon.id)
  }
  return held
}

async function seedOrders(tx: Db, cls: SalesClass, buyers: Map<string, number>, coupons: number[], now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  await order(tx, cls, { userId: buyers.get('link')!, at: ago(40), salesCode: DEMO_SALES_CODE, paid: true, n: 1 })
  const refunded = await order(tx, cls, { userId: buyers.get('refunded')!, at: ago(25), salesCode: DEMO_SALES_CODE, paid: true, n: 2 })
  await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded))
  await tx.insert(refunds).values({
    orderId: refunded, userId: buyers.get('refunded')!, outRefundNo: `RDEMO${refunded}`, amountFen: cls.priceFen, reason: '时间冲突，无法参加',
    status: 'approved', result: '已退款', financeApprovedAt: ago(23), paidAt: ago(23), createdAt: ago(24)
  })
  const [member] = await tx.select({ value: couponTemplates.value }).from(couponTemplates).where(eq(couponTemplates.slug, 'member-30'))
  const couponOrder = await order(tx, cls, { userId: buyers.get('coupon')!, at: ago(10), couponId: coupons[0], discountFen: member?.value ?? 0, paid: true, n: 3 })
  if (coupons[0]) await tx.update(userCoupons).set({ state: 'used', orderId: couponOrder, usedAt: ago(10) }).where(eq(userCoupons.id, coupons[0]))
  await order(tx, cls, { userId: buyers.get('lead')!, at: ago(5), paid: true, n: 4 })
  await order(tx, cls, { userId: buyers.get('refunded')!, at: now, paid: false, n: 5 })
  // Three seats kept and one held by the unpaid order (the refunded one went back).
  await tx.update(goodsClasses).set({ seatsLeft: sql`greatest(${goodsClasses.seatsLeft} - 4, 0)` }).where(eq(goodsClasses.id, cls.classId))
}

async function seedWithdrawals(tx: Db, sellerId: number, reviewerId: number | null, now: Date) {
  await tx.insert(salesWithdrawals).values(SALES_WITHDRAWALS.map((w) => {
    const at = new Date(now.getTime() - w.daysAgo * DAY_MS)
    const reviewed = w.status === 'requested' ? null : new Date(at.getTime() + DAY_MS)
    return {
      salespersonId: sellerId, amountFen: w.amountFen, status: w.status, note: w.note, reference: w.reference, createdAt: at,
      reviewerId: reviewed ? reviewerId : null, reviewedAt: reviewed, paidAt: w.status === 'paid' ? new Date(at.getTime() + 2 * DAY_MS) : null
    }
  }))
}

/** Does nothing when a lead exists. True when it added the demo sales data. */
export async function seedDemoSales(tx: Db, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(salesLeads)
  if ((existing?.n ?? 0) > 0) return false
  const [seller, cls, admin] = [await findUserByPhone(tx, '13800000003'), await salesClass(tx), await findUserByPhone(tx, '13800000009')]
  if (!seller || !cls) return false
  await tx.insert(salesPeople).values({ userId: seller.id, code: DEMO_SALES_CODE }).onConflictDoNothing()
  const buyers = new Map<string, number>()
  for (const b of SALES_BUYERS) buyers.set(b.key, (await upsertUserByPhone(tx, { phone: b.phone, name: b.name })).id)
  await seedLeads(tx, seller.id, now)
  const coupons = await seedBatches(tx, seller.id, [buyers.get('coupon')!, buyers.get('refunded')!], now)
  await seedOrders(tx, cls, buyers, coupons, now)
  await seedWithdrawals(tx, seller.id, admin?.id ?? null, now)
  return true
}
