// Points moved by orders: spent at checkout, returned on close or refund, earned on payment, reversed on refund.
// The balance changes only by conditional UPDATEs or under the account's row lock, never by read-then-write, and
// each order earns once and spends once (a partial unique index on the ledger), so replays change nothing.
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import * as repo from '../points/repo'
import { pointsEarnedFor } from './price-math'

/** Spends points for an order: balance - points only if the balance covers it. Throws POINTS_NOT_ENOUGH. */
export async function spendPoints(tx: Db, userId: number, points: number, orderNo: string): Promise<void> {
  if (points <= 0) return
  const recorded = await repo.insertLedgerOnce(tx, { userId, change: -points, reason: 'redemption', note: '订单抵扣', orderNo })
  // Already spent for this order (a retried request): nothing more to take.
  if (!recorded) return
  if (!(await repo.debit(tx, userId, points))) throw userError('POINTS_NOT_ENOUGH', '积分不足')
}

/**
 * Gives back points the order spent (order closed, or refunded per REFUND_POLICY.md), at most what the order spent
 * and has not had back yet, so repeating it is harmless. Returns the points given back.
 */
export async function returnPoints(
  tx: Db,
  userId: number,
  points: number,
  orderNo: string,
  reason: 'refund' = 'refund',
  note = '订单退款，退回抵扣积分'
): Promise<number> {
  if (points <= 0) return 0
  await repo.lockAccount(tx, userId)
  const totals = await repo.orderTotals(tx, userId, orderNo)
  const give = Math.min(points, totals.spent - totals.returned)
  if (give <= 0) return 0
  await repo.insertLedgerOnce(tx, { userId, change: give, reason, note, orderNo })
  await repo.creditReturned(tx, userId, give)
  return give
}

/** Points for a payment: POINTS_PER_YUAN_PAID per whole yuan paid, once per order. Returns the points earned. */
export async function earnPoints(tx: Db, userId: number, paidFen: number, orderNo: string): Promise<number> {
  const points = pointsEarnedFor(paidFen)
  if (points <= 0) return 0
  const recorded = await repo.insertLedgerOnce(tx, { userId, change: points, reason: 'purchase', note: '购买课程获得积分', orderNo })
  if (!recorded) return 0
  await repo.creditEarned(tx, userId, points)
  return points
}

export interface Reversal {
  /** Points actually taken off the balance. */
  taken: number
  /** Points that were due back but already spent: the balance never goes below 0, so they are let go. */
  forgiven: number
}

/**
 * Takes back what the order earned beyond what `keepPaidFen` (the amount still paid after the refund; 0 for a full
 * refund) would earn. Never below 0: what is already spent is noted in the ledger and forgiven. Everything already
 * settled for the order counts, so repeating it (or a second partial refund) takes only what is still due.
 */
export async function reverseEarnedPoints(tx: Db, userId: number, orderNo: string, keepPaidFen = 0): Promise<Reversal> {
  const account = await repo.lockAccount(tx, userId)
  const totals = await repo.orderTotals(tx, userId, orderNo)
  const keep = Math.min(totals.earned, pointsEarnedFor(keepPaidFen))
  const due = totals.earned - keep - totals.reversed
  if (due <= 0) return { taken: 0, forgiven: 0 }
  const taken = Math.min(due, account.balance)
  const forgiven = due - taken
  const note = forgiven > 0 ? `退款扣回购买所得积分${due}，其中${forgiven}已使用，实扣${taken}` : '退款扣回购买所得积分'
  await repo.insertLedgerOnce(tx, { userId, change: -taken, reason: 'refund', note, orderNo, forgiven })
  if (taken > 0) await repo.debitEarned(tx, userId, taken)
  return { taken, forgiven }
}
