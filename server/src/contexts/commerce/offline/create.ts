// An order paid by bank transfer, recorded by finance (POST /api/admin/orders/offline): the learner found by phone,
// the goods priced by the same quote as a checkout (on sale, not already held, class or session open, bundle
// deduction), the seat taken like a checkout's, then paid through markOrderPaid with method `offline`, so the
// learner is enrolled and entitled exactly as by a paid order, and the finance report shows it under its own
// channel. The amount received may differ from the price only with a reason. One transaction, audited.
import crypto from 'node:crypto'
import type { OfflineOrderInput } from '@contract/commerce/admin-refund-shapes'
import { price } from '@contract/money'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { findUserByPhone } from '../../identity'
import { findOwnedUploadPaths } from '../../files'
import { classNameOf, computeQuote } from '../../catalog'
import { recordAudit, type AuditActor } from '../../system'
import { refusePending, takeResources } from '../checkout/create-order'
import type { CommerceContext } from '../context'
import { newOrderNo } from '../order/order-no'
import { insertOrder, lockUserOrders, type OrderRow } from '../order/repo'
import { markOrderPaid } from '../payment/mark-paid'
import { insertReceipt } from './repo'

const ORDER_NO_TRIES = 3

/** The validated input: the reason is '' when none was given. */
export type OfflineOrderValues = OfflineOrderInput & { priceNote: string }

async function learnerOf(db: Db, phone: string) {
  const user = await findUserByPhone(db, phone)
  if (!user) throw userError('USER_NOT_FOUND', '该手机号尚未注册，请学员先注册账号')
  return user
}

async function insertPaidOrder(tx: Db, ctx: CommerceContext, userId: number, input: OfflineOrderValues): Promise<{ order: OrderRow; listPriceFen: number }> {
  const now = ctx.now()
  await lockUserOrders(tx, userId)
  await refusePending(tx, userId, input.goodsId, now)
  const quote = await computeQuote(tx, userId, { goodsId: input.goodsId, classId: input.classId, examSessionId: input.examSessionId, points: 0 }, now)
  if (input.amountFen !== quote.amountDueFen && !input.priceNote) {
    throw userError('OFFLINE_PRICE_REASON', `实收金额与应付金额${price(quote.amountDueFen)}不同，请填写原因`)
  }
  const values = {
    userId, clientRequestId: crypto.randomUUID(), goodsId: quote.goodsId, goodsKind: quote.kind, goodsTitle: quote.title,
    goodsCover: quote.goods.cover, classId: quote.classId ?? null, className: await classNameOf(tx, quote.classId ?? undefined),
    examSessionId: quote.examSessionId ?? null, ships: quote.ships,
    // The price stays the list price; when more arrived than it, the total grows with it (amount due ≤ total).
    totalFen: Math.max(quote.priceFen, input.amountFen), bundleDeductionFen: quote.bundleDeductionFen,
    amountDueFen: input.amountFen, payDeadline: now
  }
  for (let i = 0; i < ORDER_NO_TRIES; i++) {
    const order = await insertOrder(tx, { ...values, orderNo: newOrderNo(now) })
    if (!order) continue
    await takeResources(tx, order, now)
    const paid = await markOrderPaid(tx, order, { method: 'offline', transactionId: input.bankReference, paidAt: now })
    if (!paid) throw new Error(`offline order ${order.orderNo} was not unpaid after insert`)
    return { order: paid, listPriceFen: quote.amountDueFen }
  }
  throw new Error('could not find a free order number')
}

export async function createOfflineOrder(ctx: CommerceContext, actor: AuditActor, input: OfflineOrderValues): Promise<OrderRow> {
  const owned = await findOwnedUploadPaths(ctx.db, actor.id, [input.proofPath])
  if (!owned.has(input.proofPath)) throw userError('VALIDATION', '转账凭证无效，请重新上传')
  const learner = await learnerOf(ctx.db, input.phone)
  return ctx.db.transaction(async (tx) => {
    const { order, listPriceFen } = await insertPaidOrder(tx, ctx, learner.id, input)
    const { bankReference, transferDate, proofPath, priceNote } = input
    const receipt = await insertReceipt(tx, { orderId: order.id, bankReference, transferDate, proofPath, listPriceFen, priceNote, recordedBy: actor.id })
    await recordAudit(tx, actor, {
      action: 'order.offlineCreate',
      resource: 'order',
      resourceId: order.id,
      summary: `登记线下订单${order.orderNo}（${order.goodsTitle}，实收${price(order.amountDueFen)}，流水号${bankReference}）${priceNote ? `；差价原因：${priceNote}` : ''}`,
      coded: { code: 'order.offlineCreate', params: { orderNo: order.orderNo, title: order.goodsTitle, amountFen: order.amountDueFen, note: priceNote } },
      before: null,
      after: { orderNo: order.orderNo, userId: order.userId, amountDueFen: order.amountDueFen, receipt: { ...receipt, createdAt: receipt.createdAt.toISOString() } }
    })
    return order
  })
}
