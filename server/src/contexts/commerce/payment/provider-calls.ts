// Talking to the provider about attempts already started: ask (the query fallback for late notifications) and stop
// (close before an order closes). Failures are logged with the out_trade_no and reported to the caller, never thrown
// at the learner as a raw provider error.
import { PaymentProviderError } from '../../../integrations/payment/errors'
import type { CommerceContext } from '../context'
import { applyPayment, type ApplyOutcome } from './apply-payment'
import { providerFor } from './providers'
import { attemptsOf, type PaymentRow } from './repo'

type Attempt = Pick<PaymentRow, 'outTradeNo' | 'method'>

/** Queries one attempt at its own provider and applies a success; null when the provider could not be asked. */
export async function syncAttempt(ctx: CommerceContext, { outTradeNo, method }: Attempt): Promise<ApplyOutcome | null> {
  const provider = providerFor(ctx, method)
  if (!provider) return null
  try {
    const state = await provider.queryPayment(outTradeNo)
    return state ? await applyPayment(ctx, state, provider) : 'not_paid'
  } catch (err) {
    ctx.log.warn({ err, outTradeNo }, 'payment query failed')
    return null
  }
}

/** Queries every started attempt of the order; true when one of them turned out paid. */
export async function syncOpenAttempts(ctx: CommerceContext, orderId: number): Promise<boolean> {
  const open = (await attemptsOf(ctx.db, orderId)).filter((a) => a.status === 'started' && a.method !== 'free')
  for (const attempt of open) {
    const outcome = await syncAttempt(ctx, attempt)
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

async function stopAttempt(ctx: CommerceContext, attempt: Attempt): Promise<StopOutcome> {
  const { outTradeNo } = attempt
  const provider = providerFor(ctx, attempt.method)
  // Alipay was configured when this attempt started and is not now: nobody can reach its cashier through us.
  if (!provider) return 'stopped'
  try {
    await provider.closePayment(outTradeNo)
    return 'stopped'
  } catch (err) {
    if (err instanceof PaymentProviderError && NOTHING_TO_CLOSE.has(err.code)) return 'stopped'
    if (!(err instanceof PaymentProviderError && err.code === 'ORDERPAID')) {
      ctx.log.warn({ err, outTradeNo }, 'closing the payment failed')
      return 'unknown'
    }
    // Paid, or not payable any more in a way the close call reports as ORDERPAID: the query tells which.
    const outcome = await syncAttempt(ctx, attempt)
    if (outcome === null) return 'unknown'
    return outcome === 'applied' || outcome === 'already' ? 'paid' : 'stopped'
  }
}

/** Closes every started attempt of the order at the provider, first to last. */
export async function stopOpenAttempts(ctx: CommerceContext, orderId: number): Promise<StopOutcome> {
  const open = (await attemptsOf(ctx.db, orderId)).filter((a) => a.status === 'started' && a.method !== 'free')
  for (const attempt of open) {
    const outcome = await stopAttempt(ctx, attempt)
    if (outcome !== 'stopped') return outcome
  }
  return 'stopped'
}
