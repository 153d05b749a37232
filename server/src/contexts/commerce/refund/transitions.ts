// The refund state machine as data (product rules §4: pending → finance approved → paying → approved, or rejected). Each
// move is one conditional UPDATE (repo.transitionRefund) whose WHERE lists the statuses it may come from.
import type { RefundStatus } from '@contract/commerce/constants'

export const REFUND_TRANSITIONS: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  // finance_approved: finance agreed. rejected: finance refused; the order goes back to paid.
  pending: ['finance_approved', 'rejected'],
  // paying: the payout was requested from WeChat Pay (from here on it cannot be rejected: money may be moving).
  finance_approved: ['paying', 'rejected'],
  // approved: WeChat Pay reported the money back with the payer (notification or query).
  paying: ['approved'],
  approved: [],
  rejected: []
}

/** The statuses a refund may be in to move to `to`. */
export function refundSourcesOf(to: RefundStatus): RefundStatus[] {
  return (Object.keys(REFUND_TRANSITIONS) as RefundStatus[]).filter((from) => REFUND_TRANSITIONS[from].includes(to))
}

/** How each status reads in a refusal. */
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  pending: '待审核',
  finance_approved: '财务已审核',
  paying: '退款中',
  approved: '已退款',
  rejected: '已拒绝'
}
