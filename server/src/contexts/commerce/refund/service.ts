// The learner's side of refunds: ask for one on a paid order (reason, amount, proof images) and read its progress.
// One open refund per order: asking moves the order paid → refunding in one conditional UPDATE.
import type { Refund, refundRequestSchema } from '@contract/commerce/schemas'
import { price } from '@contract/money'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { outRefundNoFor } from '../order/order-no'
import { findOwnOrder, transitionOrder } from '../order/repo'
import { ORDER_STATUS_LABELS } from '../order/transitions'
import { findOwnedUploadPaths } from '../../files'
import { assertNotCreditedByBundle } from './bundle-credit'
import { assertRefundable } from './ledger'
import * as repo from './repo'

/**
 * Finance's approval time; a rejection is the refund's last change (a rejected refund never changes again), stamped
 * with the injected clock when it is rejected.
 */
const reviewedAt = (row: repo.RefundRow): Date | null =>
  row.financeApprovedAt ?? (row.status === 'rejected' ? row.updatedAt : null)

export function toRefund(row: repo.RefundRow): Refund {
  return {
    id: row.id,
    status: row.status,
    amountFen: row.amountFen,
    reason: row.reason,
    proofImages: row.proofImages,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: reviewedAt(row)?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    result: row.result,
    note: row.note
  }
}

const orderMissing = () => userError('NOT_FOUND', '订单不存在')

async function checkProofImages(db: Db, userId: number, paths: string[]) {
  const owned = await findOwnedUploadPaths(db, userId, paths)
  if (paths.some((p) => !owned.has(p))) throw userError('VALIDATION', '凭证图片无效，请重新上传')
}

export async function requestRefund(
  db: Db,
  userId: number,
  orderId: number,
  input: z.output<typeof refundRequestSchema>
): Promise<Refund> {
  await checkProofImages(db, userId, input.proofImages)
  const row = await db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, orderId)
    if (!order) throw orderMissing()
    if (order.status === 'refunding') throw userError('REFUND_OPEN', '该订单已有退款申请正在处理')
    if (order.status !== 'paid') {
      throw userError('ORDER_NOT_PAID', `订单${ORDER_STATUS_LABELS[order.status as keyof typeof ORDER_STATUS_LABELS]}，不能申请退款`)
    }
    if (order.amountDueFen === 0) throw userError('REFUND_NOTHING', '该订单实付金额为0，无需退款')
    if (input.amountFen > order.amountDueFen) {
      throw userError('REFUND_TOO_MUCH', `退款金额不能超过实付金额${price(order.amountDueFen)}`)
    }
    await assertNotCreditedByBundle(tx, order.id)
    if (!(await transitionOrder(tx, order.id, 'paid', 'refunding'))) {
      throw userError('ORDER_CHANGED', '订单状态已变化，请刷新后重试')
    }
    // After a partial refund only the rest can go back (checked under the moved row, so no parallel refund slips by).
    await assertRefundable(tx, order.id, order.amountDueFen, input.amountFen)
    const sequence = (await repo.countRefundsOfOrder(tx, order.id)) + 1
    return repo.insertRefund(tx, {
      orderId: order.id,
      userId,
      outRefundNo: outRefundNoFor(order.orderNo, sequence),
      amountFen: input.amountFen,
      reason: input.reason,
      proofImages: input.proofImages
    })
  })
  return toRefund(row)
}

export async function getRefund(db: Db, userId: number, orderId: number): Promise<Refund | null> {
  if (!(await findOwnOrder(db, userId, orderId))) throw orderMissing()
  const row = await repo.latestRefundOfOrder(db, userId, orderId)
  return row ? toRefund(row) : null
}

/**
 * Withdraws the order's refund request while it is pending: the request goes, and the order moves refunding → paid,
 * both in one transaction of conditional changes. Answers the refund that is now the latest (an earlier rejected
 * one, or null). Once finance has reviewed it the request stays (REFUND_STATE).
 */
export async function withdrawRefund(db: Db, userId: number, orderId: number): Promise<Refund | null> {
  await db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, orderId)
    if (!order) throw orderMissing()
    const removed = await repo.deletePendingRefund(tx, userId, orderId)
    if (!removed) throw userError('REFUND_STATE', '没有待审核的退款申请，无法撤销（财务审核后不能撤销）')
    if (!(await transitionOrder(tx, order.id, 'refunding', 'paid'))) throw userError('ORDER_CHANGED', '订单状态已变化，请刷新后重试')
  })
  return getRefund(db, userId, orderId)
}
