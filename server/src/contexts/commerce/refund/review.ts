// Finance's side of refunds (back-office endpoints), in the steps of the refund table: approve moves
// pending → finance_approved (area refundReview); payout moves finance_approved → paying and asks the provider that
// took the payment to pay out under the refund's stored out_refund_no (finance only); a payout of a refund still
// paying retries with the same number (the provider's idempotency key), so a failed or unknown call is safe to
// repeat; reject moves pending | finance_approved → rejected and the order back to paid. The refund completes when
// the provider says so (notification or query), never before. Every step is audited in the transaction of its
// state change (the provider call itself runs after that transaction: nothing may hold a transaction over a
// network call).
import type { RefundStatus } from '@contract/commerce/constants'
import { price } from '@contract/money'
import { userError } from '../../../http/errors'
import { PaymentProviderError } from '../../../integrations/payment/errors'
import type { RefundResult } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import { recordAudit, type AuditActor } from '../../system'
import type { Db } from '../../../db'
import { findOrderById, transitionOrder } from '../order/repo'
import { providerFor, type AnyProvider } from '../payment/providers'
import { paidAttemptOf, type PaymentRow } from '../payment/repo'
import { applyRefundResult, handleRefundNotification } from './apply-refund'
import { assertNotCreditedByBundle } from './bundle-credit'
import * as repo from './repo'
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

/** What the audit log keeps of a refund before and after a step (no provider secrets: none are stored). */
function snapshot(row: repo.RefundRow) {
  const { id, orderId, status, amountFen, reason, result, note, outRefundNo, providerStatus } = row
  return { id, orderId, status, amountFen, reason, result, note, outRefundNo, providerStatus }
}

/** A refund step as the audit log words it: its code, and the sentence's verb (and payout's note) in Simplified. */
export interface Step {
  code: 'refund.approve' | 'refund.payout' | 'refund.repayout' | 'refund.reject' | 'refund.create' | 'refund.manualPayout'
  verb: string
  note?: string
  /** Values the console's sentence names besides id, order, amount and note (the manual payout's reference). */
  params?: Record<string, string | number>
}

export async function audit(tx: Db, actor: AuditActor, action: string, step: Step, before: repo.RefundRow, after: repo.RefundRow) {
  const order = await findOrderById(tx, after.orderId)
  const note = step.note ?? after.note ?? ''
  const orderNo = order?.orderNo ?? String(after.orderId)
  await recordAudit(tx, actor, {
    action,
    resource: 'refund',
    resourceId: after.id,
    summary: `退款申请#${after.id}（订单${orderNo}，${price(after.amountFen)}）${step.verb}${note ? `；备注：${note}` : ''}`,
    coded: { code: step.code, params: { id: after.id, orderNo, amountFen: after.amountFen, note, ...step.params } },
    before: snapshot(before),
    after: snapshot(after)
  })
}

/** Step 2: finance agrees (pending → finance_approved). No money moves yet. */
export async function approveRefund(ctx: CommerceContext, actor: AuditActor, id: number, note: string): Promise<void> {
  const row = await load(ctx, id)
  if (row.status !== 'pending') throw refused(row.status, '审核通过')
  // Before any money moves: a bundle bought while this refund waited may stand on the order's entitlement.
  await assertNotCreditedByBundle(ctx.db, row.orderId)
  await ctx.db.transaction(async (tx) => {
    const moved = await repo.transitionRefund(tx, id, 'finance_approved', { reviewerId: actor.id, note, financeApprovedAt: ctx.now() })
    if (!moved) throw refused((await repo.findRefund(tx, id))?.status ?? row.status, '审核通过')
    await audit(tx, actor, 'refund.approve', { code: 'refund.approve', verb: '财务审核通过' }, row, moved)
  })
}

/**
 * Step 3 (finance only): finance_approved → paying, then the provider pays out; a refund already paying is paid
 * out again under the same number (a retry after a failed or unknown call). `note` goes to the audit log only.
 */
export async function payoutRefund(ctx: CommerceContext, actor: AuditActor, id: number, note: string): Promise<void> {
  const row = await load(ctx, id)
  if (row.status === 'pending') throw userError('REFUND_STATE', '退款申请待审核，请先财务审核通过，再确认打款')
  if (row.status !== 'finance_approved' && row.status !== 'paying') throw refused(row.status, '打款')
  if (row.status === 'finance_approved') await assertNotCreditedByBundle(ctx.db, row.orderId)
  if ((await findOrderById(ctx.db, row.orderId))?.paymentMethod === 'offline') {
    throw userError('REFUND_MANUAL_PAYOUT', '线下转账的订单没有支付平台可原路退回，请登记人工打款')
  }
  const paying = await ctx.db.transaction(async (tx) => {
    const moved = row.status === 'paying' ? row : await repo.transitionRefund(tx, id, 'paying', { result: '退款处理中' })
    // Another payout got there first: it is paying now, which this call may retry; anything else is refused.
    const current = moved ?? (await repo.findRefund(tx, id))
    if (!current) throw missing()
    if (current.status !== 'paying') throw refused(current.status, '打款')
    const step: Step = row.status === 'paying'
      ? { code: 'refund.repayout', verb: '重新发起打款', note }
      : { code: 'refund.payout', verb: '确认打款', note }
    await audit(tx, actor, 'refund.payout', step, row, current)
    return current
  })
  await payout(ctx, paying)
}

/** pending | finance_approved → rejected; the order goes back to paid. A refund paying can't be rejected (money may be moving). */
export async function rejectRefund(ctx: CommerceContext, actor: AuditActor, id: number, note: string): Promise<void> {
  const before = await load(ctx, id)
  const done = await ctx.db.transaction(async (tx) => {
    const rejected = await repo.transitionRefund(tx, id, 'rejected', { reviewerId: actor.id, note, result: '退款申请未通过', updatedAt: ctx.now() })
    if (!rejected) return false
    await transitionOrder(tx, rejected.orderId, 'refunding', 'paid')
    await audit(tx, actor, 'refund.reject', { code: 'refund.reject', verb: '已拒绝' }, before, rejected)
    return true
  })
  if (done) return
  const status = (await load(ctx, id)).status
  if (status === 'paying') throw userError('REFUND_STATE', '退款申请退款中（已发起打款，款项可能在途），不能拒绝')
  throw refused(status, '拒绝')
}
