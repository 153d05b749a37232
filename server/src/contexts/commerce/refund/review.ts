// Finance's side of refunds (admin endpoints): list, approve, reject. Approving moves pending → finance_approved →
// paying and asks WeChat Pay for the payout under the refund's stored out_refund_no; approving a refund that is
// still paying retries that payout with the same number (WeChat's idempotency key), so a failed or unknown call is
// safe to repeat. The refund completes when WeChat Pay says so (notification or query), never before.
import type { AdminRefund, Refund } from '@contract/commerce'
import type { RefundStatus } from '@contract/commerce-constants'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { PaymentProviderError } from '../../../integrations/payment/errors'
import type { RefundResult } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import { findOrderById, transitionOrder } from '../order/repo'
import { providerFor, type AnyProvider } from '../payment/providers'
import { paidAttemptOf, type PaymentRow } from '../payment/repo'
import { applyRefundResult, handleRefundNotification } from './apply-refund'
import { assertNotCreditedByBundle } from './bundle-credit'
import * as repo from './repo'
import { toRefund } from './service'
import { REFUND_STATUS_LABELS } from './transitions'

/** WeChat shows the reason to the payer and takes at most 80 characters. */
const PROVIDER_REASON_MAX = 80

const missing = () => userError('NOT_FOUND', '退款申请不存在')
const refused = (status: RefundStatus, action: string) =>
  userError('REFUND_STATE', `退款申请${REFUND_STATUS_LABELS[status]}，不能${action}`)

async function load(ctx: CommerceContext, id: number): Promise<repo.RefundRow> {
  const row = await repo.findRefund(ctx.db, id)
  if (!row) throw missing()
  return row
}

/** One step along the table; refuses with the status it found when another request moved it first. */
async function step(ctx: CommerceContext, row: repo.RefundRow, to: RefundStatus, set: Parameters<typeof repo.transitionRefund>[3]) {
  const moved = await repo.transitionRefund(ctx.db, row.id, to, set)
  if (moved) return moved
  return load(ctx, row.id)
}

/** The attempt that paid the order and its provider: a refund goes back the way the money came. */
async function paidThrough(ctx: CommerceContext, refund: repo.RefundRow): Promise<{ attempt: PaymentRow; provider: AnyProvider }> {
  const order = await findOrderById(ctx.db, refund.orderId)
  const attempt = order && (await paidAttemptOf(ctx.db, order.id, order.transactionId))
  const provider = attempt && providerFor(ctx, attempt.method)
  if (!attempt || !provider) throw userError('REFUND_NO_PAYMENT', '找不到该订单的支付记录，无法原路退款')
  return { attempt, provider }
}

async function callRefund(ctx: CommerceContext, refund: repo.RefundRow, { attempt, provider }: Paid): Promise<RefundResult | 'unknown'> {
  const input = {
    outTradeNo: attempt.outTradeNo,
    outRefundNo: refund.outRefundNo,
    refundFen: refund.amountFen,
    totalFen: attempt.amountFen,
    reason: refund.reason.slice(0, PROVIDER_REASON_MAX)
  }
  try {
    return await provider.refund(input)
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err
    ctx.log.error({ err, outRefundNo: refund.outRefundNo }, 'refund payout call failed')
    if (err.outcomeUnknown) return 'unknown'
    await repo.recordPayingState(ctx.db, refund.id, { providerStatus: `FAILED:${err.code}` })
    throw userError('REFUND_PAYOUT_FAILED', '退款发起失败，请稍后重试')
  }
}

type Paid = Awaited<ReturnType<typeof paidThrough>>

/**
 * Asks the provider that took the payment to pay the refund out. WeChat finishes it by notification (the sandbox
 * sends one at once through the same path); Alipay answers at once, and its answer is applied like one.
 */
async function payout(ctx: CommerceContext, refund: repo.RefundRow): Promise<void> {
  const paid = await paidThrough(ctx, refund)
  const { provider, attempt } = paid
  const answer = await callRefund(ctx, refund, paid)
  if (answer === 'unknown') {
    // The call may have gone through: only the provider's own record says (WeChat's refund query, Alipay's
    // alipay.trade.fastpay.refund.query), and its answer is applied like a notification.
    const found = await provider.queryRefund(refund.outRefundNo, attempt.outTradeNo).catch(() => null)
    if (!found) throw userError('REFUND_PAYOUT_UNKNOWN', '退款结果暂未确认，请稍后再次审核通过以重试')
    await applyRefundResult(ctx, found, provider)
    return
  }
  await repo.recordPayingState(ctx.db, refund.id, { providerRefundId: answer.refundId, providerStatus: answer.status })
  if (provider.kind === 'sandbox') {
    const notification = provider.refundNotification(refund.outRefundNo)
    await handleRefundNotification(ctx, notification.headers, notification.rawBody)
  } else if (provider.kind === 'alipay' || provider.kind === 'alipay-sandbox') {
    await applyRefundResult(ctx, answer, provider)
  }
}

export async function approveRefund(ctx: CommerceContext, reviewerId: number, id: number, note: string): Promise<Refund> {
  let row = await load(ctx, id)
  // Before any money moves: a bundle bought while this refund waited may stand on the order's entitlement.
  if (row.status === 'pending' || row.status === 'finance_approved') await assertNotCreditedByBundle(ctx.db, row.orderId)
  if (row.status === 'pending') {
    row = await step(ctx, row, 'finance_approved', { reviewerId, note, financeApprovedAt: ctx.now() })
  }
  if (row.status === 'finance_approved') row = await step(ctx, row, 'paying', { result: '退款处理中' })
  if (row.status !== 'paying') throw refused(row.status, '审核通过')
  await payout(ctx, row)
  return toRefund(await load(ctx, id))
}

export async function rejectRefund(ctx: CommerceContext, reviewerId: number, id: number, note: string): Promise<Refund> {
  const row = await ctx.db.transaction(async (tx) => {
    const rejected = await repo.transitionRefund(tx, id, 'rejected', { reviewerId, note, result: '退款申请未通过', updatedAt: ctx.now() })
    if (!rejected) return undefined
    await transitionOrder(tx, rejected.orderId, 'refunding', 'paid')
    return rejected
  })
  if (row) return toRefund(row)
  throw refused((await load(ctx, id)).status, '拒绝')
}

export async function listRefunds(
  ctx: CommerceContext,
  query: PageQueryInput & { status?: RefundStatus }
): Promise<Paged<AdminRefund>> {
  const [rows, total] = await Promise.all([
    repo.listRefunds(ctx.db, query.status, offsetOf(query), query.size),
    repo.countRefunds(ctx.db, query.status)
  ])
  const list = rows.map(({ refund, orderNo, orderAmountDueFen }) => ({
    ...toRefund(refund),
    orderId: refund.orderId,
    orderNo,
    userId: refund.userId,
    orderAmountDueFen,
    outRefundNo: refund.outRefundNo,
    providerStatus: refund.providerStatus
  }))
  return { list, total, page: query.page, size: query.size }
}
