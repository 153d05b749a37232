// The back office's orders: the list over every order, one order with everything known about it (buyer, every
// payment attempt, every refund with its steps, invoice, logistics), resolving a payment issue and setting the
// delivery tracking. Writes are audited in their own transaction.
import type { AdminOrderDetail, AdminOrderSummary, AdminPayment } from '@contract/commerce/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { logisticsAdminSchema } from '@contract/commerce/schemas'
import type { z } from 'zod'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { orderSchedule } from '../../catalog'
import { recordAudit, type AuditActor } from '../../system'
import type { CommerceContext } from '../context'
import { toInvoice } from '../invoice/service'
import { findLogistics } from '../logistics/repo'
import { setLogistics, toLogistics } from '../logistics/service'
import { toOrder } from '../learner-orders/service'
import type { OrderRow } from '../order/repo'
import type { PaymentRow } from '../payment/repo'
import { toRefund } from '../refund/service'
import { findInvoiceOfOrder } from './invoices-repo'
import { offlineReceiptOf, refundableOf } from './order-refunds-service'
import * as repo from './orders-repo'
import { refundsOfOrder } from './refunds-repo'
import { withSteps } from './refunds-service'

const missing = () => userError('NOT_FOUND', '订单不存在')
const iso = (d: Date | null) => d?.toISOString() ?? null

interface ListedOrder {
  order: OrderRow
  buyerPhone: string
  buyerName: string
  paidOutTradeNo?: string | null
  refundedFen?: number
  refundNos?: string | null
}

function toSummary(row: ListedOrder): AdminOrderSummary {
  const { order } = row
  return {
    id: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    buyerPhone: row.buyerPhone,
    buyerName: row.buyerName,
    goodsTitle: order.goodsTitle,
    goodsKind: order.goodsKind,
    amountDueFen: order.amountDueFen,
    status: order.status,
    paymentMethod: order.paymentMethod ?? null,
    paidAt: iso(order.paidAt),
    createdAt: order.createdAt.toISOString(),
    paymentIssue: order.paymentIssue ?? null,
    paymentIssueResolvedAt: iso(order.paymentIssueResolvedAt),
    totalFen: order.totalFen,
    bundleDeductionFen: order.bundleDeductionFen,
    couponDiscountFen: order.couponDiscountFen,
    pointsUsed: order.pointsUsed,
    pointsDiscountFen: order.pointsDiscountFen,
    outTradeNo: row.paidOutTradeNo ?? null,
    transactionId: order.transactionId ?? null,
    refundedFen: Number(row.refundedFen ?? 0),
    refundNos: row.refundNos ?? ''
  }
}

function toPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    method: row.method,
    outTradeNo: row.outTradeNo,
    status: row.status,
    amountFen: row.amountFen,
    transactionId: row.transactionId,
    paidAt: iso(row.paidAt),
    autoRefundNo: row.autoRefundNo,
    autoRefundStatus: row.autoRefundStatus ?? null,
    autoRefundedAt: iso(row.autoRefundedAt),
    createdAt: row.createdAt.toISOString()
  }
}

export async function listOrders(ctx: CommerceContext, filter: repo.OrderListFilter, page: PageQueryInput): Promise<Paged<AdminOrderSummary>> {
  const { rows, total } = await repo.listOrders(ctx.db, filter, page)
  return { list: rows.map(toSummary), total, page: page.page, size: page.size }
}

export async function getOrder(ctx: CommerceContext, id: number): Promise<AdminOrderDetail> {
  const row = await repo.findOrderWithBuyer(ctx.db, id)
  if (!row) throw missing()
  const { order } = row
  const [schedule, refundRows, invoice, logistics, payments, refundable, offlineReceipt] = await Promise.all([
    orderSchedule(ctx.db, order),
    refundsOfOrder(ctx.db, id),
    findInvoiceOfOrder(ctx.db, id),
    findLogistics(ctx.db, id),
    repo.paymentsOf(ctx.db, id),
    refundableOf(ctx.db, order),
    offlineReceiptOf(ctx.db, id)
  ])
  const latest = refundRows.at(-1)?.refund
  return {
    ...toOrder(order, {
      schedule,
      refund: latest ? toRefund(latest) : null,
      invoice: invoice ? toInvoice(invoice) : null,
      logistics: logistics ? toLogistics(logistics) : null
    }),
    buyer: { id: order.userId, phone: row.buyerPhone, name: row.buyerName },
    paymentIssue: order.paymentIssue ?? null,
    paymentIssueResolvedAt: iso(order.paymentIssueResolvedAt),
    paymentIssueNote: order.paymentIssueNote,
    closeReason: order.closeReason ?? null,
    payments: payments.map(toPayment),
    refunds: await withSteps(ctx.db, refundRows),
    refundable,
    offlineReceipt
  }
}

const ISSUE_LABELS = { paid_after_close: '关闭后支付', paid_twice: '重复支付' } as const

export async function resolvePaymentIssue(ctx: CommerceContext, actor: AuditActor, id: number, note: string): Promise<AdminOrderDetail> {
  const before = await repo.findOrderWithBuyer(ctx.db, id)
  if (!before) throw missing()
  const { order } = before
  if (!order.paymentIssue) throw userError('PAYMENT_ISSUE_NONE', '该订单没有支付异常，无需处理')
  await ctx.db.transaction(async (tx) => {
    const resolved = await repo.resolvePaymentIssue(tx, id, note, ctx.now())
    if (!resolved) throw userError('PAYMENT_ISSUE_RESOLVED', '该订单的支付异常已处理过')
    const snapshot = (o: OrderRow) => ({ paymentIssue: o.paymentIssue, paymentIssueResolvedAt: iso(o.paymentIssueResolvedAt), paymentIssueNote: o.paymentIssueNote })
    await recordAudit(tx, actor, {
      action: 'order.resolvePaymentIssue',
      resource: 'order',
      resourceId: id,
      summary: `订单${order.orderNo}的支付异常（${ISSUE_LABELS[order.paymentIssue!]}）已处理：${note}`,
      coded: { code: 'order.resolvePaymentIssue', params: { orderNo: order.orderNo, issue: order.paymentIssue!, note } },
      before: snapshot(order),
      after: snapshot(resolved)
    })
  })
  return getOrder(ctx, id)
}

export async function updateLogistics(ctx: CommerceContext, actor: AuditActor, id: number, input: z.output<typeof logisticsAdminSchema>) {
  return ctx.db.transaction(async (tx) => {
    const before = await findLogistics(tx, id)
    const after = await setLogistics(tx, id, input)
    const orderNo = (await repo.findOrderWithBuyer(tx, id))?.order.orderNo ?? id
    await recordAudit(tx, actor, {
      action: 'logistics.update',
      resource: 'logistics',
      resourceId: id,
      summary: `订单${orderNo}的物流：${after.carrier} ${after.mailNo}（${after.status}）`,
      coded: { code: 'logistics.update', params: { orderNo: String(orderNo), carrier: after.carrier, mailNo: after.mailNo, status: after.status } },
      before: before ? toLogistics(before) : null,
      after
    })
    return after
  })
}
