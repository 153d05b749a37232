// Where an order and its refund stand, as the detail screen shows them: the time left to pay and the refund's
// steps. Pure functions of the server's data and the current time, so they are tested without a screen.
import type { Refund } from '@contract/commerce/schemas'

/** Whole minutes and seconds until `deadline`, or null once it has passed. */
export function timeLeft(deadlineIso: string, nowMs: number): { m: number; s: number } | null {
  const ms = Date.parse(deadlineIso) - nowMs
  if (!(ms > 0)) return null
  const seconds = Math.ceil(ms / 1000)
  return { m: Math.floor(seconds / 60), s: seconds % 60 }
}

export type RefundStepKey = 'submitted' | 'reviewed' | 'paid'
/** done: happened (with its time); current: what is awaited now; failed: the review said no; waiting: later. */
export type RefundStepState = 'done' | 'current' | 'failed' | 'waiting'

export interface RefundStep {
  key: RefundStepKey
  state: RefundStepState
  time: string | null
}

/** submitted → reviewed (finance) → paid (money back), each with its state. */
export function refundSteps(refund: Pick<Refund, 'status' | 'submittedAt' | 'reviewedAt' | 'paidAt'>): RefundStep[] {
  const submitted: RefundStep = { key: 'submitted', state: 'done', time: refund.submittedAt }
  switch (refund.status) {
    case 'pending':
      return [submitted, { key: 'reviewed', state: 'current', time: null }, { key: 'paid', state: 'waiting', time: null }]
    case 'rejected':
      return [submitted, { key: 'reviewed', state: 'failed', time: refund.reviewedAt }, { key: 'paid', state: 'waiting', time: null }]
    case 'finance_approved':
    case 'paying':
      return [submitted, { key: 'reviewed', state: 'done', time: refund.reviewedAt }, { key: 'paid', state: 'current', time: null }]
    case 'approved':
      return [submitted, { key: 'reviewed', state: 'done', time: refund.reviewedAt }, { key: 'paid', state: 'done', time: refund.paidAt }]
  }
}
