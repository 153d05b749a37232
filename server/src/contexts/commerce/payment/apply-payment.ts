// Applies a verified payment state (a notification, a query answer, the sandbox's confirmation) to its order, after
// the checks the payment README requires: trade state, provider, merchant, order, amount. Idempotent: WeChat and
// Alipay re-send and a valid notification can be replayed; only the conditional UPDATEs decide.
import type { PaymentNotification } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import { findOrderById, flagPaymentIssue, type OrderRow } from '../order/repo'
import { heldOtherwise } from '../../catalog'
import { refundSecondPayment } from './auto-refund'
import { closeInTransaction } from './close-in-transaction'
import { markOrderPaid } from './mark-paid'
import { providerFor, type AnyProvider } from './providers'
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
 * for an order that was closed (recorded for a manual refund) or already paid by another attempt (refunded
 * automatically). not_paid: the provider does not report a successful payment, so there is nothing to apply.
 */
export type ApplyOutcome = 'applied' | 'already' | 'flagged' | 'not_paid'

/** The appid a payment of this method is made under (start-payment.ts); Alipay has one app id. */
function expectedAppid(from: AnyProvider, method: string): string | undefined {
  const { appid } = from.merchant
  const oaAppid = 'oaAppid' in from.merchant ? from.merchant.oaAppid : undefined
  return method === 'wechat_oa_jsapi' ? oaAppid : appid
}

async function checkedTarget(
  ctx: CommerceContext,
  n: PaymentNotification,
  from: AnyProvider
): Promise<{ attempt: PaymentRow; order: OrderRow }> {
  const attempt = await findAttempt(ctx.db, n.outTradeNo)
  const order = attempt && (await findOrderById(ctx.db, attempt.orderId))
  if (!attempt || !order) throw new PaymentMismatchError(`no payment attempt ${n.outTradeNo}`)
  // A WeChat number reported by Alipay (or the reverse) is not ours to believe.
  if (providerFor(ctx, attempt.method) !== from) {
    throw new PaymentMismatchError(`a ${attempt.method} payment reported by ${from.kind}`)
  }
  if (n.mchid !== from.merchant.mchid) throw new PaymentMismatchError(`merchant mismatch: ${n.mchid}`)
  if (n.appid !== expectedAppid(from, attempt.method)) {
    throw new PaymentMismatchError(`merchant mismatch: appid ${n.appid} for a ${attempt.method} payment`)
  }
  // totalFen is the order total; payerTotalFen may be lower when WeChat's own coupons paid part of it.
  if (n.totalFen !== order.amountDueFen || n.totalFen !== attempt.amountFen) {
    throw new PaymentMismatchError(`amount mismatch for ${n.outTradeNo}: paid ${n.totalFen}, order ${order.amountDueFen}`)
  }
  return { attempt, order }
}

export async function applyPayment(ctx: CommerceContext, n: PaymentNotification, from: AnyProvider): Promise<ApplyOutcome> {
  if (n.tradeState !== 'SUCCESS') return 'not_paid'
  const { attempt, order } = await checkedTarget(ctx, n, from)
  const paidAt = n.successTime ?? ctx.now()
  const transactionId = n.transactionId ?? null
  let paidTwice = false
  const outcome = await ctx.db.transaction(async (tx): Promise<ApplyOutcome> => {
    const firstTime = await markAttemptPaid(tx, attempt.id, transactionId, paidAt)
    if (firstTime && (await heldOtherwise(tx, order.userId, order.goodsId, order.id))) {
      // Two open orders for one thing (a bundle and its item) both paid: the later one is closed and refunded.
      if (await closeInTransaction(tx, order, 'cancelled', ctx.now())) {
        paidTwice = true
        await flagPaymentIssue(tx, order.id, 'paid_twice')
        return 'flagged'
      }
    }
    const paid = await markOrderPaid(tx, order, { method: attempt.method, transactionId, paidAt })
    if (paid) return 'applied'
    if (!firstTime) return 'already'
    const current = await findOrderById(tx, order.id)
    paidTwice = current?.status !== 'closed'
    await flagPaymentIssue(tx, order.id, paidTwice ? 'paid_twice' : 'paid_after_close')
    return 'flagged'
  })
  if (outcome === 'applied') ctx.log.info({ orderNo: order.orderNo, outTradeNo: n.outTradeNo }, 'order paid')
  if (outcome === 'flagged' && paidTwice) {
    ctx.log.warn({ orderNo: order.orderNo, outTradeNo: n.outTradeNo, transactionId }, 'order paid twice: refunding the second payment')
    await refundSecondPayment(ctx, attempt, from)
  } else if (outcome === 'flagged') {
    ctx.log.error({ orderNo: order.orderNo, outTradeNo: n.outTradeNo, transactionId }, 'payment for a closed order: refund by hand')
  }
  return outcome
}
