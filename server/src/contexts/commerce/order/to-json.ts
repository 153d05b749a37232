// Order rows → the contract's OrderSummary and Order (types/commerce.ts). The detail carries its refund, invoice
// and logistics so pages/order/detailOrder needs one call.
import type { Invoice, Logistics, Order, OrderSummary, Refund } from '@contract/commerce'
import type { OrderRow } from './repo'

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    goods: { id: row.goodsId, kind: row.goodsKind, title: row.goodsTitle, cover: row.goodsCover },
    ...(row.className ? { className: row.className } : {}),
    totalFen: row.totalFen,
    discountFen: row.totalFen - row.amountDueFen,
    amountDueFen: row.amountDueFen,
    createdAt: row.createdAt.toISOString(),
    payDeadline: row.payDeadline.toISOString()
  }
}

export interface OrderExtras {
  refund: Refund | null
  invoice: Invoice | null
  logistics: Logistics | null
}

export function toOrder(row: OrderRow, extras: OrderExtras): Order {
  return {
    ...toOrderSummary(row),
    paymentMethod: row.paymentMethod ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    couponDiscountFen: row.couponDiscountFen,
    pointsUsed: row.pointsUsed,
    bundleDeductionFen: row.bundleDeductionFen,
    address: row.address ?? null,
    ...extras
  }
}
