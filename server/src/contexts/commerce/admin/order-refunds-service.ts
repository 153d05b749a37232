// The console's operator actions on orders that move money: a refund started from an order (full or partial, up to
// the refundable rest) and an order paid by bank transfer. The rules are the refund and order modules' own
// (refund/operator.ts, offline/create.ts); this file reads back the order detail and what it adds to it.
import type { OfflineReceipt, OrderRefundable } from '@contract/commerce/admin-refund-shapes'
import type { AdminOrderDetail } from '@contract/commerce/admin-shapes'
import type { Db } from '../../../db'
import { userBrief } from '../../identity'
import type { AuditActor } from '../../system'
import type { CommerceContext } from '../context'
import { createOfflineOrder as createOffline, type OfflineOrderValues } from '../offline/create'
import { receiptOfOrder } from '../offline/repo'
import type { OrderRow } from '../order/repo'
import { refundableFen, refundTotals } from '../refund/ledger'
import { startOperatorRefund, type OperatorRefundInput } from '../refund/operator'

export async function refundableOf(db: Db, order: OrderRow): Promise<OrderRefundable> {
  const totals = await refundTotals(db, order.id)
  const paid = order.paidAt ? order.amountDueFen : 0
  return { paidFen: paid, ...totals, refundableFen: order.status === 'paid' ? refundableFen(paid, totals) : 0 }
}

export async function offlineReceiptOf(db: Db, orderId: number): Promise<OfflineReceipt | null> {
  const row = await receiptOfOrder(db, orderId)
  if (!row) return null
  const recorder = await userBrief(db, row.recordedBy)
  return {
    bankReference: row.bankReference, transferDate: row.transferDate, proofPath: row.proofPath, listPriceFen: row.listPriceFen,
    priceNote: row.priceNote, recordedBy: recorder ? recorder.name || recorder.phone : '', recordedAt: row.createdAt.toISOString()
  }
}

type Detail = (ctx: CommerceContext, id: number) => Promise<AdminOrderDetail>

export async function startRefund(ctx: CommerceContext, actor: AuditActor, orderId: number, input: OperatorRefundInput, detail: Detail) {
  await startOperatorRefund(ctx, actor, orderId, input)
  return detail(ctx, orderId)
}

export async function createOfflineOrder(ctx: CommerceContext, actor: AuditActor, input: OfflineOrderValues, detail: Detail) {
  const order = await createOffline(ctx, actor, input)
  return detail(ctx, order.id)
}
