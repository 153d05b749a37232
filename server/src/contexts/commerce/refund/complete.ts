// The one place a refund completes, for every way a payout is confirmed (WeChat's notification or query, Alipay's
// answer, the sandbox, a payout finance recorded by hand for a bank transfer). One conditional UPDATE (→ approved);
// the order and the refund policy follow only when it changed a row, so a replay applies nothing twice. The order
// is refunded when everything paid has gone back, and paid again (keeping its seat and goods) after a partial one.
import type { Db } from '../../../db'
import { findOrderById, transitionOrder } from '../order/repo'
import { refundTotals } from './ledger'
import { undoPurchase } from './policy'
import * as repo from './repo'

export type CompletedBy = Pick<repo.RefundRow, 'paidAt' | 'result' | 'providerRefundId' | 'providerStatus'>

/** true when this call completed it; false when it was completed before (a replay). */
export async function completeRefundInTx(tx: Db, refundId: number, set: CompletedBy, now: Date): Promise<boolean> {
  const done = await repo.transitionRefund(tx, refundId, 'approved', set)
  if (!done) return false
  const before = await findOrderById(tx, done.orderId)
  const { refundedFen } = await refundTotals(tx, done.orderId)
  const full = before !== undefined && refundedFen >= before.amountDueFen
  const order = await transitionOrder(tx, done.orderId, 'refunding', full ? 'refunded' : 'paid')
  if (!order) throw new Error(`order ${done.orderId} of refund ${done.outRefundNo} was not refunding`)
  await undoPurchase(tx, order, done, refundedFen, now)
  return true
}
