// Demo settlement: two organisations with their staff, classes and shares; class orders paid over the last three
// months and this one (two learners per month and organisation), a refund inside a month and one paid after that
// month's statement was confirmed; statements: three months ago paid, two months ago confirmed, last month a draft
// (holding the late refund as an adjustment). Only while no organisation exists, so seeding again changes nothing.
import { randomUUID } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { chinaDate } from '@contract/china-time'
import type { Db } from '../../src/db'
import { findUserByPhone, upsertUserByPhone } from '../../src/contexts/identity/seeding'
import { settleDemoMonth } from '../../src/contexts/settlement/seeding'
import {
  goods, goodsClasses, orders, payments, refunds, settlementOrgClasses, settlementOrgMembers, settlementOrgs, settlementShares
} from '../../src/db/schema'
import { SEED_METHODS, SEED_ORGS, SEED_SETTLEMENT_LEARNERS, type SeedOrg } from './content'

export { SEED_ORGS, SEED_SETTLEMENT_LEARNERS } from './content'

const HOUR_MS = 3600_000

/** 'YYYY-MM' of `monthsAgo` months before `now` (China time). */
function monthBefore(now: Date, monthsAgo: number): string {
  const [y, m] = chinaDate(now).split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) - monthsAgo
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
/** A China wall-clock time on a day of a month. */
const at = (month: string, day: number, hour: number) => new Date(`${month}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+08:00`)
/** The number of days of a month (its last day). */
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

interface OrgRefs { orgId: number; classes: Array<{ id: number; name: string; goodsId: number; title: string; priceFen: number }> }

async function seedOrg(tx: Db, org: SeedOrg, now: Date): Promise<OrgRefs | undefined> {
  const staff = await findUserByPhone(tx, org.staffPhone)
  const classes = []
  for (const [slug, name] of org.classes) {
    const [row] = await tx.select({ id: goodsClasses.id, name: goodsClasses.name, goodsId: goods.id, title: goods.title, priceFen: goods.priceFen })
      .from(goodsClasses).innerJoin(goods, eq(goods.id, goodsClasses.goodsId)).where(and(eq(goods.slug, slug), eq(goodsClasses.name, name)))
    if (row) classes.push(row)
  }
  if (!staff || classes.length === 0) return undefined
  const [row] = await tx.insert(settlementOrgs).values({ kind: org.kind, name: org.name, contact: org.contact, createdAt: now }).returning()
  await tx.insert(settlementOrgMembers).values({ userId: staff.id, orgId: row!.id })
  await tx.insert(settlementOrgClasses).values(classes.map((c) => ({ classId: c.id, orgId: row!.id })))
  await tx.insert(settlementShares).values({ orgId: row!.id, shareBp: org.shareBp, validFrom: `${monthBefore(now, 12)}-01` })
  return { orgId: row!.id, classes }
}

let serial = 0
async function paidOrder(tx: Db, userId: number, cls: OrgRefs['classes'][number], paidAt: Date) {
  const method = SEED_METHODS[serial % SEED_METHODS.length]!
  const orderNo = `${chinaDate(paidAt).replace(/-/g, '')}1000${String(++serial).padStart(6, '0')}`
  const [row] = await tx.insert(orders).values({
    orderNo, userId, clientRequestId: randomUUID(), goodsId: cls.goodsId, goodsKind: 'course', goodsTitle: cls.title, classId: cls.id,
    className: cls.name, totalFen: cls.priceFen, amountDueFen: cls.priceFen, status: 'paid', payDeadline: new Date(paidAt.getTime() + HOUR_MS / 2),
    paidAt, paymentMethod: method, transactionId: `4200${orderNo}`, createdAt: new Date(paidAt.getTime() - 5 * 60_000)
  }).returning({ id: orders.id, userId: orders.userId, amountFen: orders.amountDueFen })
  await tx.insert(payments).values({
    orderId: row!.id, outTradeNo: `${orderNo}${method.startsWith('alipay') ? 'A' : method === 'sandbox' ? 'S' : 'J'}`, method,
    amountFen: cls.priceFen, status: 'paid', transactionId: `4200${orderNo}`, paidAt
  })
  await tx.update(goodsClasses).set({ seatsLeft: sql`greatest(${goodsClasses.seatsLeft} - 1, 0)` }).where(eq(goodsClasses.id, cls.id))
  return row!
}

async function refundOrder(tx: Db, order: { id: number; userId: number; amountFen: number }, paidAt: Date) {
  await tx.insert(refunds).values({
    orderId: order.id, userId: order.userId, outRefundNo: `RF${order.id}${paidAt.getTime()}`, amountFen: order.amountFen,
    reason: '个人时间冲突，无法参加', status: 'approved', result: '已退款', financeApprovedAt: paidAt, paidAt, createdAt: new Date(paidAt.getTime() - 24 * HOUR_MS)
  })
  await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id))
  await tx.update(goodsClasses).set({ seatsLeft: sql`least(${goodsClasses.seatsLeft} + 1, ${goodsClasses.capacity})` })
    .where(sql`${goodsClasses.id} = (select class_id from orders where id = ${order.id})`)
}

/** Two paid orders per month (3, 2, 1 months ago and, when the day allows, this month). */
async function seedOrders(tx: Db, refs: OrgRefs, learnerIds: number[], offset: number, now: Date) {
  const placed: Record<number, Array<{ id: number; userId: number; amountFen: number }>> = {}
  for (const monthsAgo of [3, 2, 1, 0]) {
    const month = monthBefore(now, monthsAgo)
    placed[monthsAgo] = []
    for (let i = 0; i < 2; i++) {
      const paidAt = monthsAgo === 0 ? new Date(now.getTime() - (i + 1) * 6 * HOUR_MS) : at(month, 6 + i * 9, 10 + i)
      const learner = learnerIds[(offset + monthsAgo * 2 + i) % learnerIds.length]!
      placed[monthsAgo]!.push(await paidOrder(tx, learner, refs.classes[(monthsAgo + i) % refs.classes.length]!, paidAt))
    }
  }
  return placed
}

export async function seedDemoSettlement(tx: Db, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(settlementOrgs)
  if ((existing?.n ?? 0) > 0) return false
  const learnerIds = []
  for (const learner of SEED_SETTLEMENT_LEARNERS) learnerIds.push((await upsertUserByPhone(tx, learner)).id)
  let added = false
  for (const [index, org] of SEED_ORGS.entries()) {
    const refs = await seedOrg(tx, org, now)
    if (!refs) continue
    added = true
    const placed = await seedOrders(tx, refs, learnerIds, index * 3, now)
    const [m3, m2, m1] = [monthBefore(now, 3), monthBefore(now, 2), monthBefore(now, 1)]
    await refundOrder(tx, placed[2]![0]!, at(m2, 20, 11))
    await settleDemoMonth(tx, refs.orgId, m3, { generatedAt: at(m2, 2, 9), confirmedAt: at(m2, 3, 10), paid: { at: at(m2, 10, 15), reference: `BANK${m3.replace('-', '')}${index + 1}` } })
    await settleDemoMonth(tx, refs.orgId, m2, { generatedAt: at(m2, lastDay(m2), 9), confirmedAt: at(m2, lastDay(m2), 10) })
    // Paid back after two months ago was confirmed: last month's draft carries it as an adjustment.
    await refundOrder(tx, placed[2]![1]!, at(m2, lastDay(m2), 15))
    await settleDemoMonth(tx, refs.orgId, m1, { generatedAt: now })
  }
  // Without the demo staff accounts or classes nothing was added, and a later run must try again.
  return added
}
