// Applies a verified payment state (a notification, a query answer, the sandbox's confirmation) to its order, after
// the checks the payment README requires: trade state, merchant, order, amount. Idempotent: WeChat re-sends and a
// valid notification can be replayed within its 5-minute window; only the conditional UPDATEs decide.
import type { PaymentNotification } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import { findOrderById, flagPaymentIssue, type OrderRow } from '../order/repo'
import { markOrderPaid } from './mark-paid'
import { findAttempt, markAttemptPaid, type PaymentRow } from './repo'

/** A message that is genuine (signature verified) but does not fit our records: nothing is applied. */
export class PaymentMismatchError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentMismatchError'
  }
}

/**
 * applied: the order became paid now. already: this payment was applied before (a replay). flagged: money arrived
 * for an order that was closed or already paid by another attempt; recorded for a manual refund. not_paid: the
 * provider does not report a successful payment, so there is nothing to apply.
 */
export type ApplyOutcome = 'applied' | 'already' | 'flagged' | 'not_paid'

/** The appid a payment of this method is made under (start-payment.ts). */
function expectedAppid(ctx: CommerceContext, method: string): string | undefined {
  const { appid, oaAppid } = ctx.provider.merchant
  return method === 'wechat_oa_jsapi' ? oaAppid : appid
}

async function checkedTarget(ctx: CommerceContext, n: PaymentNotification): Promise<{ attempt: PaymentRow; order: OrderRow }> {
  if (n.mchid !== ctx.provider.merchant.mchid) throw new PaymentMismatchError(`merchant mismatch: mchid ${n.mchid}`)
  const attempt = await findAttempt(ctx.db, n.outTradeNo)
  const order = attempt && (await findOrderById(ctx.db, attempt.orderId))
  if (!attempt || !order) throw new PaymentMismatchError(`no payment attempt ${n.outTradeNo}`)
  if (n.appid !== expectedAppid(ctx, attempt.method)) {
    throw new PaymentMismatchError(`merchant mismatch: appid ${n.appid} for a ${attempt.method} payment`)
  }
  // totalFen is the order total; payerTotalFen may be lower when WeChat's own coupons paid part of it.
  if (n.totalFen !== order.amountDueFen || n.totalFen !== attempt.amountFen) {
    throw new PaymentMismatchError(`amount mismatch for ${n.outTradeNo}: paid ${n.totalFen}, order ${order.amountDueFen}`)
  }
  return { attempt, order }
}

export async function applyPayment(ctx: CommerceContext, n: PaymentNotification): Promise<ApplyOutcome> {
  if (n.tradeState !== 'SUCCESS') return 'not_paid'
  const { attempt, order } = await checkedTarget(ctx, n)
  const paidAt = n.successTime ?? ctx.now()
  const transactionId = n.transactionId ?? null
  const outcome = await ctx.db.transaction(async (tx): Promise<ApplyOutcome> => {
    const firstTime = await markAttemptPaid(tx, attempt.id, transactionId, paidAt)
    const paid = await markOrderPaid(tx, order, { method: attempt.method, transactionId, paidAt })
    if (paid) return 'applied'
    if (!firstTime) return 'already'
    const current = await findOrderById(tx, order.id)
    await flagPaymentIssue(tx, order.id, current?.status === 'closed' ? 'paid_after_close' : 'paid_twice')
    return 'flagged'
  })
  if (outcome === 'flagged') {
    ctx.log.error({ orderNo: order.orderNo, outTradeNo: n.outTradeNo, transactionId }, 'payment for an order that cannot take it: refund by hand')
  } else if (outcome === 'applied') {
    ctx.log.info({ orderNo: order.orderNo, outTradeNo: n.outTradeNo }, 'order paid')
  }
  return outcome
}
