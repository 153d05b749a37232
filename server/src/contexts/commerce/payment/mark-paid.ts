// The one place an order becomes paid, for every way money arrives: a WeChat notification, a payment query, the
// sandbox, or an order with nothing to pay. One conditional UPDATE (unpaid → paid); the entitlements, earned
// points and invoice amount follow only when that UPDATE changed a row, so a replay applies nothing twice.
import type { PaymentMethod } from '@contract/commerce/constants'
import type { Db } from '../../../db'
import { setInvoiceAmount } from '../invoice/repo'
import { transitionOrder, type OrderRow } from '../order/repo'
import { earnPoints, grantGoods } from '../../catalog'

export interface PaidWith {
  method: PaymentMethod
  transactionId: string | null
  paidAt: Date
}

/** The paid order, or undefined when it was not unpaid any more (already paid, or closed). */
export async function markOrderPaid(tx: Db, order: OrderRow, paid: PaidWith): Promise<OrderRow | undefined> {
  const row = await transitionOrder(tx, order.id, 'unpaid', 'paid', {
    paidAt: paid.paidAt,
    paymentMethod: paid.method,
    transactionId: paid.transactionId
  })
  if (!row) return undefined
  await grantGoods(tx, row.userId, row.goodsId, row.id)
  if (row.amountDueFen > 0) await earnPoints(tx, row.userId, row.amountDueFen, row.orderNo)
  await setInvoiceAmount(tx, row.id, row.amountDueFen)
  return row
}
