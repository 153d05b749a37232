// SQL for payment attempts (one per order and payment method; see contexts/commerce/tables/orders.ts).
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { AutoRefundStatus } from '@contract/commerce/constants'
import type { PaymentMethod } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { payments } from '../tables'

export type PaymentRow = typeof payments.$inferSelect

/** The attempt for this order and method, created on first use. Its amount is the order's and never changes. */
export async function ensureAttempt(
  db: Db,
  values: { orderId: number; outTradeNo: string; method: PaymentMethod; amountFen: number }
): Promise<PaymentRow> {
  await db.insert(payments).values(values).onConflictDoNothing()
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, values.outTradeNo)).limit(1)
  if (!row) throw new Error(`payment attempt ${values.outTradeNo} vanished right after insert`)
  return row
}

export async function findAttempt(db: Db, outTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)).limit(1)
  return row
}

export async function attemptsOf(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)
}

/** Records that this attempt was paid; undefined when it already was (a replayed notification). */
export async function markAttemptPaid(
  tx: Db,
  id: number,
  transactionId: string | null,
  paidAt: Date
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', transactionId, paidAt })
    .where(and(eq(payments.id, id), ne(payments.status, 'paid')))
    .returning()
  return row
}

/** After the order closed: its open attempts can no longer be paid (WeChat was told first). */
export async function closeOpenAttempts(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'started')))
}

/** The attempt that paid the order: refunds go back through it. */
export async function paidAttemptOf(db: Db, orderId: number, transactionId: string | null): Promise<PaymentRow | undefined> {
  const paid = and(eq(payments.orderId, orderId), eq(payments.status, 'paid'))
  const where = transactionId ? and(paid, eq(payments.transactionId, transactionId)) : paid
  const [row] = await db.select().from(payments).where(where).orderBy(payments.paidAt).limit(1)
  return row
}

/** Claims the automatic refund of a paid attempt (first caller only); undefined when already claimed. */
export async function claimAutoRefund(db: Db, id: number, autoRefundNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ autoRefundNo, autoRefundStatus: 'refunding' })
    .where(and(eq(payments.id, id), eq(payments.status, 'paid'), isNull(payments.autoRefundStatus)))
    .returning()
  return row
}

/** The provider refused the refund: a person must look. */
export async function markAutoRefundFailed(db: Db, id: number): Promise<void> {
  await db
    .update(payments)
    .set({ autoRefundStatus: 'failed' })
    .where(and(eq(payments.id, id), eq(payments.autoRefundStatus, 'refunding')))
}

/** refunding → refunded / failed, once; undefined when it was not refunding (a replayed notification). */
export async function finishAutoRefund(
  db: Db,
  autoRefundNo: string,
  status: Exclude<AutoRefundStatus, 'refunding'>,
  at: Date | null
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ autoRefundStatus: status, autoRefundedAt: at })
    .where(and(eq(payments.autoRefundNo, autoRefundNo), eq(payments.autoRefundStatus, 'refunding')))
    .returning()
  return row
}

export async function findAttemptByAutoRefundNo(db: Db, autoRefundNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.autoRefundNo, autoRefundNo)).limit(1)
  return row
}

/** Automatic refunds not settled yet, oldest first. */
export async function stuckAutoRefunds(db: Db, limit: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.autoRefundStatus, 'refunding')).orderBy(payments.updatedAt).limit(limit)
}
