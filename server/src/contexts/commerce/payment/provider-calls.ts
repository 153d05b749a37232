// Talking to the provider about attempts already started: ask (the query fallback for late notifications) and stop
// (close before an order closes). Failures are logged with the out_trade_no and reported to the caller, never thrown
// at the learner as a raw provider error.
import { PaymentProviderError } from '../../../integrations/payment/errors'
import type { CommerceContext } from '../context'
import { applyPayment, type ApplyOutcome } from './apply-payment'
import { attemptsOf } from './repo'

/** Queries one attempt and applies a success; null when the provider could not be asked. */
export async function syncAttempt(ctx: CommerceContext, outTradeNo: string): Promise<ApplyOutcome | null> {
  try {
    const state = await ctx.provider.queryPayment(outTradeNo)
    return state ? await applyPayment(ctx, state) : 'not_paid'
  } catch (err) {
    ctx.log.warn({ err, outTradeNo }, 'payment query failed')
    return null
  }
}

/** Queries every started attempt of the order; true when one of them turned out paid. */
export async function syncOpenAttempts(ctx: CommerceContext, orderId: number): Promise<boolean> {
  const open = (await attemptsOf(ctx.db, orderId)).filter((a) => a.status === 'started' && a.method !== 'free')
  for (const attempt of open) {
    const outcome = await syncAttempt(ctx, attempt.outTradeNo)
    if (outcome === 'applied' || outcome === 'already') return true
  }
  return false
}

/** WeChat's answers to a close that mean "there is nothing to close". */
const NOTHING_TO_CLOSE = new Set(['ORDER_NOT_EXIST', 'ORDER_CLOSED', 'RESOURCE_NOT_EXISTS'])

/**
 * stopped: no attempt can be paid any more. paid: the payer paid at the last moment (ORDERPAID) and the payment
 * was applied. unknown: the provider could not be reached; the order must stay unpaid and be tried again.
 */
export type StopOutcome = 'stopped' | 'paid' | 'unknown'

async function stopAttempt(ctx: CommerceContext, outTradeNo: string): Promise<StopOutcome> {
  try {
    await ctx.provider.closePayment(outTradeNo)
    return 'stopped'
  } catch (err) {
    if (err instanceof PaymentProviderError && NOTHING_TO_CLOSE.has(err.code)) return 'stopped'
    if (!(err instanceof PaymentProviderError && err.code === 'ORDERPAID')) {
      ctx.log.warn({ err, outTradeNo }, 'closing the payment failed')
      return 'unknown'
    }
    // Paid, or not payable any more in a way the close call reports as ORDERPAID: the query tells which.
    const outcome = await syncAttempt(ctx, outTradeNo)
    if (outcome === null) return 'unknown'
    return outcome === 'applied' || outcome === 'already' ? 'paid' : 'stopped'
  }
}

/** Closes every started attempt of the order at the provider, first to last. */
export async function stopOpenAttempts(ctx: CommerceContext, orderId: number): Promise<StopOutcome> {
  const open = (await attemptsOf(ctx.db, orderId)).filter((a) => a.status === 'started' && a.method !== 'free')
  for (const attempt of open) {
    const outcome = await stopAttempt(ctx, attempt.outTradeNo)
    if (outcome !== 'stopped') return outcome
  }
  return 'stopped'
}
