// Applies WeChat Pay's word on a refund (a refund notification or a refund query) after the README's checks:
// merchant, a refund we know, the amount. SUCCESS completes it (complete.ts: the order refunded, or paid again after
// a partial refund); PROCESSING is noted; CLOSED and ABNORMAL need a person and are logged as errors.
import type { IncomingHeaders, RefundResult } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import { PaymentMismatchError } from '../payment/apply-payment'
import { applyAutoRefundResult } from '../payment/auto-refund'
import type { AnyProvider } from '../payment/providers'
import { findAttemptByAutoRefundNo } from '../payment/repo'
import { completeRefundInTx } from './complete'
import * as repo from './repo'

/** approved: completed now. already: completed before (a replay). pending: still on its way. needs_person: stuck. */
export type RefundOutcome = 'approved' | 'already' | 'pending' | 'needs_person'

/** What the learner reads while WeChat Pay cannot finish the refund by itself. */
const NEEDS_PERSON_RESULT = '退款遇到问题，客服将联系您处理'

async function checkedRefund(ctx: CommerceContext, r: RefundResult, from: AnyProvider): Promise<repo.RefundRow> {
  if (r.mchid !== from.merchant.mchid) throw new PaymentMismatchError(`refund for merchant ${r.mchid}`)
  const refund = await repo.findRefundByOutRefundNo(ctx.db, r.outRefundNo)
  if (!refund) throw new PaymentMismatchError(`no refund ${r.outRefundNo}`)
  if (r.refundFen !== refund.amountFen) {
    throw new PaymentMismatchError(`refund amount mismatch for ${r.outRefundNo}: ${r.refundFen}, asked ${refund.amountFen}`)
  }
  return refund
}

async function completeRefund(ctx: CommerceContext, refund: repo.RefundRow, r: RefundResult): Promise<RefundOutcome> {
  const now = ctx.now()
  const set = { paidAt: r.successTime ?? now, result: '退款成功', providerRefundId: r.refundId, providerStatus: r.status }
  const done = await ctx.db.transaction((tx) => completeRefundInTx(tx, refund.id, set, now))
  return done ? 'approved' : 'already'
}

/** `from`: the provider that reported it, which must be the one that took the payment. */
export async function applyRefundResult(ctx: CommerceContext, r: RefundResult, from: AnyProvider): Promise<RefundOutcome> {
  const refund = await checkedRefund(ctx, r, from)
  if (r.status === 'SUCCESS') {
    const outcome = await completeRefund(ctx, refund, r)
    if (outcome === 'approved') ctx.log.info({ outRefundNo: r.outRefundNo }, 'refund completed')
    return outcome
  }
  const stuck = r.status !== 'PROCESSING'
  await repo.recordPayingState(ctx.db, refund.id, {
    providerRefundId: r.refundId,
    providerStatus: r.status,
    ...(stuck ? { result: NEEDS_PERSON_RESULT } : {})
  })
  if (!stuck) return 'pending'
  ctx.log.error({ outRefundNo: r.outRefundNo, status: r.status }, 'refund needs a person (closed or abnormal at WeChat Pay)')
  return 'needs_person'
}

/**
 * WeChat's refund notify route and the sandbox share this: verify and decrypt, then apply, to a learner's refund or
 * to the automatic refund of a second payment (payment/auto-refund.ts).
 */
export async function handleRefundNotification(ctx: CommerceContext, headers: IncomingHeaders, rawBody: string) {
  const result = await ctx.provider.parseRefundNotification(headers, rawBody)
  const second = await findAttemptByAutoRefundNo(ctx.db, result.outRefundNo)
  if (!second) return applyRefundResult(ctx, result, ctx.provider)
  if (result.mchid !== ctx.provider.merchant.mchid) throw new PaymentMismatchError(`refund for merchant ${result.mchid}`)
  if (result.refundFen !== second.amountFen) throw new PaymentMismatchError(`automatic refund amount ${result.refundFen}`)
  return (await applyAutoRefundResult(ctx, result)) ? 'approved' : 'already'
}
