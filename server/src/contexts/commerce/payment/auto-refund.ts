// One order is never paid twice: when a second attempt is paid after another already paid the order (the payer
// paid by WeChat, came back and paid again by Alipay), the second payment goes back at once through the provider
// that took it, under a stable refund number (out_trade_no + "X"), and the attempt records it.
import { PaymentProviderError } from '../../../integrations/payment/errors'
import type { RefundResult } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import type { AnyProvider } from './providers'
import { providerFor } from './providers'
import { claimAutoRefund, finishAutoRefund, markAutoRefundFailed, stuckAutoRefunds, type PaymentRow } from './repo'

/** Automatic refunds looked at per sweep. */
const SETTLE_BATCH_SIZE = 50

const REASON = '重复支付，自动退回'

export const autoRefundNoFor = (outTradeNo: string) => `${outTradeNo}X`

/** Done when the provider says SUCCESS; WeChat's PROCESSING finishes through its refund notification. */
export async function refundSecondPayment(ctx: CommerceContext, attempt: PaymentRow, provider: AnyProvider): Promise<void> {
  const outRefundNo = autoRefundNoFor(attempt.outTradeNo)
  // Only the first of concurrent replays calls the provider.
  if (!(await claimAutoRefund(ctx.db, attempt.id, outRefundNo))) return
  let result: RefundResult
  try {
    result = await provider.refund({
      outTradeNo: attempt.outTradeNo,
      outRefundNo,
      refundFen: attempt.amountFen,
      totalFen: attempt.amountFen,
      reason: REASON
    })
  } catch (err) {
    const unknown = err instanceof PaymentProviderError && err.outcomeUnknown
    // Unknown: it may have gone through; the attempt stays 'refunding' for finance to check with the provider.
    if (!unknown) await markAutoRefundFailed(ctx.db, attempt.id)
    ctx.log.error({ err, outRefundNo }, 'automatic refund of a second payment failed: refund by hand')
    return
  }
  await applyAutoRefundResult(ctx, result)
}

/**
 * The sweep's part: automatic refunds still 'refunding' (the answer was lost or not to be trusted, or WeChat is
 * still processing) are asked about at their provider; one the provider never received is sent again under the
 * same number, which the provider treats as the same refund. Returns how many were settled.
 */
export async function settleStuckAutoRefunds(ctx: CommerceContext): Promise<number> {
  let settled = 0
  for (const attempt of await stuckAutoRefunds(ctx.db, SETTLE_BATCH_SIZE)) {
    const provider = providerFor(ctx, attempt.method)
    const outRefundNo = attempt.autoRefundNo
    if (!provider || !outRefundNo) continue
    try {
      const known = await provider.queryRefund(outRefundNo, attempt.outTradeNo)
      const result = known ?? (await provider.refund({
        outTradeNo: attempt.outTradeNo,
        outRefundNo,
        refundFen: attempt.amountFen,
        totalFen: attempt.amountFen,
        reason: REASON
      }))
      if (await applyAutoRefundResult(ctx, result)) settled += 1
    } catch (err) {
      ctx.log.warn({ err, outRefundNo }, 'automatic refund still unsettled')
    }
  }
  return settled
}

/** A refund result (the call's answer, a WeChat refund notification) for an automatic refund. */
export async function applyAutoRefundResult(ctx: CommerceContext, result: RefundResult): Promise<boolean> {
  if (result.status === 'PROCESSING') return false
  const status = result.status === 'SUCCESS' ? 'refunded' : 'failed'
  const at = status === 'refunded' ? (result.successTime ?? ctx.now()) : null
  const row = await finishAutoRefund(ctx.db, result.outRefundNo, status, at)
  if (row && status === 'refunded') ctx.log.info({ outRefundNo: result.outRefundNo }, 'second payment refunded')
  if (row && status === 'failed') ctx.log.error({ outRefundNo: result.outRefundNo, status: result.status }, 'automatic refund failed: refund by hand')
  return Boolean(row)
}
