// Shared set-up of the settlement API tests: organisations with staff, classes and shares, and class orders paid
// and refunded at chosen times (rows written directly: these tests read money, they do not exercise checkout).
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../server/src/db'
import { eq } from 'drizzle-orm'
import {
  goodsClasses, orders, refunds, settlementOrgClasses, settlementOrgMembers, settlementOrgs, settlementShares
} from '../../../server/src/db/schema'
import type { OrgKind } from '@contract/settlement/constants'
import type { PaymentMethod } from '@contract/commerce/constants'
import { seedGoods } from '../helpers/commerce/fixtures'
import type { TestApp } from '../helpers/test-app'

let counter = 0
const next = () => `${process.pid}${++counter}`.slice(-12)

export interface OrgWorld {
  orgId: number
  staff: { id: number; token: string }
  classId: number
  goodsId: number
}

/** An organisation with a staff member of its kind, one class starting on `startDate`, and a share from 2026-01-01. */
export async function makeOrg(t: TestApp, kind: OrgKind, name: string, options: { startDate?: string; shareBp?: number } = {}): Promise<OrgWorld> {
  const staff = await t.createUser({ roles: [kind], name: `${name}专员` })
  const [org] = await t.db.insert(settlementOrgs).values({ kind, name }).returning()
  await t.db.insert(settlementOrgMembers).values({ userId: staff.id, orgId: org!.id })
  const goods = await seedGoods(t.db, { classSeats: 20, title: `${name}课程` })
  await t.db.update(goodsClasses).set({ startDate: options.startDate ?? '2026-05-10', endDate: '2026-06-20', name: `${name}一班` })
    .where(eq(goodsClasses.id, goods.classId!))
  await t.db.insert(settlementOrgClasses).values({ classId: goods.classId!, orgId: org!.id })
  await t.db.insert(settlementShares).values({ orgId: org!.id, shareBp: options.shareBp ?? 3000, validFrom: '2026-01-01' })
  return { orgId: org!.id, staff, classId: goods.classId!, goodsId: goods.id }
}

/** A paid class order of `amountFen`, paid at `paidAt`. */
export async function paidClassOrder(
  db: Db, w: { classId: number; goodsId: number }, userId: number, amountFen: number, paidAt: Date, method: PaymentMethod = 'wechat_jsapi'
): Promise<{ id: number; orderNo: string }> {
  const [row] = await db.insert(orders).values({
    orderNo: `T${next()}`, userId, clientRequestId: randomUUID(), goodsId: w.goodsId, goodsKind: 'course', goodsTitle: '课程',
    classId: w.classId, className: '班级', totalFen: amountFen + 500, couponDiscountFen: 500, amountDueFen: amountFen, status: 'paid',
    payDeadline: paidAt, paidAt, paymentMethod: method, transactionId: `42000${next()}`
  }).returning({ id: orders.id, orderNo: orders.orderNo })
  return row!
}

/** A refund of `amountFen` paid back at `paidAt` (the order marked refunded when it is the whole amount). */
export async function paidRefund(db: Db, orderId: number, userId: number, amountFen: number, paidAt: Date): Promise<number> {
  const [row] = await db.insert(refunds).values({
    orderId, userId, outRefundNo: `R${next()}`, amountFen, reason: '测试退款', status: 'approved', paidAt, financeApprovedAt: paidAt
  }).returning({ id: refunds.id })
  return row!.id
}
