// How much of an order has gone back and how much may still go back. An order can be refunded in parts (an
// operator's partial refund, then a learner's or another operator's), one refund open at a time: the order moves
// paid → refunding while a refund is open (a conditional UPDATE, so parallel requests cannot both open one), and
// back to paid when a partial refund completes. The refundable rest is computed here, in the transaction that
// holds that moved order row, never taken from the client.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { RefundStatus } from '@contract/commerce/constants'
import { price } from '@contract/money'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { refunds } from '../tables'

const OPEN: RefundStatus[] = ['pending', 'finance_approved', 'paying']

export interface RefundTotals {
  /** Paid back (approved refunds). */
  refundedFen: number
  /** Asked for and not finished yet (pending, finance approved, paying). */
  openFen: number
}

export async function refundTotals(db: Db, orderId: number): Promise<RefundTotals> {
  const [row] = await db
    .select({
      refundedFen: sql<number>`coalesce(sum(${refunds.amountFen}) filter (where ${refunds.status} = 'approved'), 0)`.mapWith(Number),
      openFen: sql<number>`coalesce(sum(${refunds.amountFen}) filter (where ${refunds.status} in ('pending', 'finance_approved', 'paying')), 0)`.mapWith(Number)
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...OPEN, 'approved'])))
  return { refundedFen: row?.refundedFen ?? 0, openFen: row?.openFen ?? 0 }
}

/** Paid − already refunded − refunds in flight, never below 0. */
export const refundableFen = (amountDueFen: number, t: RefundTotals) => Math.max(0, amountDueFen - t.refundedFen - t.openFen)

/**
 * Refuses (REFUND_TOO_MUCH) an amount above the refundable rest. Call it after the order moved to refunding in the
 * same transaction: the refund being asked for is not inserted yet, so it is not counted twice.
 */
export async function assertRefundable(tx: Db, orderId: number, amountDueFen: number, amountFen: number): Promise<void> {
  const rest = refundableFen(amountDueFen, await refundTotals(tx, orderId))
  if (rest === 0) throw userError('REFUND_NOTHING', '该订单已全部退款，没有可退的金额')
  if (amountFen > rest) throw userError('REFUND_TOO_MUCH', `退款金额不能超过可退金额${price(rest)}`)
}
