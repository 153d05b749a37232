// SQL for refunds. The learner's reads carry the owner; finance's go by id; notifications by out_refund_no.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { RefundStatus } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { orders, refunds } from '../tables'
import { refundSourcesOf } from './transitions'

export type RefundRow = typeof refunds.$inferSelect
export type NewRefund = typeof refunds.$inferInsert

export async function insertRefund(tx: Db, values: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning()
  return row
}

export async function countRefundsOfOrder(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId))
  return row?.n ?? 0
}

/** The newest refund of an order (the one its pages show). */
export async function latestRefundOfOrder(db: Db, userId: number, orderId: number): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.userId, userId)))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(1)
  return row
}

export async function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1)
  return row
}

export async function findRefundByOutRefundNo(db: Db, outRefundNo: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.outRefundNo, outRefundNo)).limit(1)
  return row
}

type RefundChanges = Partial<
  Pick<RefundRow, 'result' | 'note' | 'reviewerId' | 'financeApprovedAt' | 'paidAt' | 'providerRefundId' | 'providerStatus' | 'updatedAt'>
>

/** One conditional UPDATE into `to` from any status REFUND_TRANSITIONS allows; undefined when it was not there. */
export async function transitionRefund(tx: Db, id: number, to: RefundStatus, set: RefundChanges = {}): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ ...set, status: to })
    .where(and(eq(refunds.id, id), inArray(refunds.status, refundSourcesOf(to))))
    .returning()
  return row
}

/**
 * Records what WeChat Pay says about a payout without moving the status (PROCESSING, CLOSED, ABNORMAL, a failed
 * call); only while paying, so a late message never overwrites a finished refund.
 */
export async function recordPayingState(db: Db, id: number, set: RefundChanges): Promise<void> {
  await db.update(refunds).set(set).where(and(eq(refunds.id, id), eq(refunds.status, 'paying')))
}

const withStatus = (status?: RefundStatus) => (status ? eq(refunds.status, status) : undefined)

/** Finance's list, oldest first: requests are worked through in the order they came. */
export async function listRefunds(db: Db, status: RefundStatus | undefined, offset: number, limit: number) {
  return db
    .select({ refund: refunds, orderNo: orders.orderNo, orderAmountDueFen: orders.amountDueFen })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(withStatus(status))
    .orderBy(refunds.createdAt, refunds.id)
    .offset(offset)
    .limit(limit)
}

export async function countRefunds(db: Db, status?: RefundStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(refunds).where(withStatus(status))
  return row?.n ?? 0
}

/**
 * Takes back the learner's own refund request while it still waits for review: one conditional DELETE (owner and
 * status 'pending' in the WHERE), so a review that got there first wins and this returns undefined. A pending
 * refund never reached the payment provider, so nothing outside this table refers to it. (Keeping it as a
 * 'withdrawn' row would need a new status in the refunds_status_check constraint, i.e. a migration.)
 */
export async function deletePendingRefund(tx: Db, userId: number, orderId: number): Promise<RefundRow | undefined> {
  const [row] = await tx
    .delete(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.userId, userId), eq(refunds.status, 'pending')))
    .returning()
  return row
}
