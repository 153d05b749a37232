// Refunds an operator starts from the console (a class cancelled, a goodwill refund, another reason with a note):
// the same refund rows, order moves and policy as the learner's request, entering at finance_approved (the operator
// is the reviewer) and paid out through the existing payout step (refundPayout: finance only). An order paid by bank
// transfer has no provider to pay back through: finance pays it by hand and records the transfer's reference here,
// which completes the refund through the same completion as a provider's confirmation. Both are audited.
import type { RefundReasonKind } from '@contract/commerce/constants'
import { userError } from '../../../http/errors'
import type { AuditActor } from '../../system'
import type { CommerceContext } from '../context'
import { outRefundNoFor } from '../order/order-no'
import { findOrderById, transitionOrder } from '../order/repo'
import { ORDER_STATUS_LABELS } from '../order/transitions'
import { assertNotCreditedByBundle } from './bundle-credit'
import { completeRefundInTx } from './complete'
import { assertRefundable } from './ledger'
import * as repo from './repo'
import { audit } from './review'
import { REFUND_STATUS_LABELS } from './transitions'

/** How each reason reads in the refund's reason (shown to the learner) and the audit log. */
export const REFUND_REASON_LABELS: Readonly<Record<RefundReasonKind, string>> = {
  class_cancelled: '班级取消',
  goodwill: '协商退款',
  other: '其他原因'
}

export interface OperatorRefundInput {
  amountFen: number
  reasonKind: RefundReasonKind
  note: string
}

const reasonText = ({ reasonKind, note }: OperatorRefundInput) =>
  note ? `${REFUND_REASON_LABELS[reasonKind]}：${note}` : REFUND_REASON_LABELS[reasonKind]

async function openableOrder(ctx: CommerceContext, orderId: number) {
  const order = await findOrderById(ctx.db, orderId)
  if (!order) throw userError('NOT_FOUND', '订单不存在')
  if (order.status === 'refunding') throw userError('REFUND_OPEN', '该订单已有退款正在处理，请先处理完成')
  if (order.status !== 'paid') throw userError('ORDER_NOT_PAID', `订单${ORDER_STATUS_LABELS[order.status]}，不能退款`)
  if (order.amountDueFen === 0) throw userError('REFUND_NOTHING', '该订单实付金额为0，无需退款')
  return order
}

/** Opens a refund of `amountFen` (≤ the refundable rest) on a paid order; the payout is the next step. */
export async function startOperatorRefund(ctx: CommerceContext, actor: AuditActor, orderId: number, input: OperatorRefundInput) {
  const order = await openableOrder(ctx, orderId)
  await assertNotCreditedByBundle(ctx.db, order.id)
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    // Parallel requests queue on this row: the first moves it, the others find it refunding and change nothing.
    if (!(await transitionOrder(tx, order.id, 'paid', 'refunding'))) {
      throw userError('REFUND_OPEN', '该订单已有退款正在处理，请先处理完成')
    }
    await assertRefundable(tx, order.id, order.amountDueFen, input.amountFen)
    const sequence = (await repo.countRefundsOfOrder(tx, order.id)) + 1
    const row = await repo.insertRefund(tx, {
      orderId: order.id,
      userId: order.userId,
      outRefundNo: outRefundNoFor(order.orderNo, sequence),
      amountFen: input.amountFen,
      reason: reasonText(input),
      status: 'finance_approved',
      note: input.note,
      reviewerId: actor.id,
      initiatorId: actor.id,
      reasonKind: input.reasonKind,
      financeApprovedAt: now
    })
    const verb = `由后台发起（${REFUND_REASON_LABELS[input.reasonKind]}）`
    await audit(tx, actor, 'refund.create', { code: 'refund.create', verb, note: input.note }, row, row)
    return row
  })
}

/**
 * Finance paid a bank-transfer order's refund by hand: finance_approved → paying → approved in one transaction,
 * the transfer's reference kept as the refund's provider number. Only for orders paid offline: every other
 * order goes back through its provider (payout).
 */
export async function recordManualPayout(ctx: CommerceContext, actor: AuditActor, id: number, reference: string, note: string) {
  const row = await repo.findRefund(ctx.db, id)
  if (!row) throw userError('NOT_FOUND', '退款申请不存在')
  const order = await findOrderById(ctx.db, row.orderId)
  if (order?.paymentMethod !== 'offline') {
    throw userError('REFUND_NOT_OFFLINE', '该订单通过支付平台付款，请使用确认打款原路退回')
  }
  if (row.status !== 'finance_approved') {
    throw userError('REFUND_STATE', `退款申请${REFUND_STATUS_LABELS[row.status]}，不能登记打款`)
  }
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const paying = await repo.transitionRefund(tx, id, 'paying', { result: '退款处理中' })
    if (!paying) throw userError('REFUND_STATE', '退款申请状态已变化，请刷新后重试')
    const set = { paidAt: now, result: '退款成功', providerRefundId: reference, providerStatus: 'MANUAL' }
    await completeRefundInTx(tx, id, set, now)
    const after = (await repo.findRefund(tx, id))!
    await audit(tx, actor, 'refund.manualPayout', { code: 'refund.manualPayout', verb: `已人工打款（流水号${reference}）`, note, params: { reference } }, row, after)
  })
}
