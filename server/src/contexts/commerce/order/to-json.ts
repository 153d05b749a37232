// Order rows → the contract's OrderSummary (types/commerce/schemas.ts). The full Order, with its refund, invoice and
// logistics, is composed above the modules that own those: learner-orders/service.ts.
import type { OrderSummary } from '@contract/commerce/schemas'
import type { OrderRow } from './repo'

/** The columns a summary is made of (the learner's order list selects only these). */
export type OrderSummaryRow = Pick<OrderRow, 'id' | 'orderNo' | 'status' | 'goodsId' | 'goodsKind' | 'goodsTitle' | 'goodsCover' |
  'className' | 'totalFen' | 'amountDueFen' | 'createdAt' | 'payDeadline'>

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
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
