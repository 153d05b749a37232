// Readable labels and small facts about orders, shared by the list and the detail screens.
import type { Order, OrderSummary } from '@contract/commerce/schemas'
import { isPaid } from '@contract/money'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'

export const orderStatusText = (o: Pick<OrderSummary, 'status'>) => t(`order.status.${o.status}`)
export const paymentMethodText = (o: Pick<Order, 'paymentMethod'>) => (o.paymentMethod ? t(`order.methods.${o.paymentMethod}`) : '—')
export const formatTime = dateTimeText

/** How an order's amountDueFen reads: what was paid once it is paid, what is to pay before, and on a closed order
 * (cancelled or timed out, nothing due) just its amount. */
export function amountDueLabel(o: Pick<OrderSummary, 'status'>): string {
  if (isPaid(o)) return t('order.fields.paid')
  return o.status === 'closed' ? t('order.fields.closedAmount') : t('order.price.payable')
}

export const canRefund = (o: Pick<Order, 'status' | 'refund'>) =>
  o.status === 'paid' && (!o.refund || o.refund.status === 'rejected')

/** What a learner can do with an order from the list, in the order the buttons show (the main one last). */
export type OrderAction = 'pay' | 'cancel' | 'refund' | 'invoice'

export function orderActions(o: Pick<OrderSummary, 'status' | 'hasInvoice'>): OrderAction[] {
  if (o.status === 'unpaid') return ['cancel', 'pay']
  const actions: OrderAction[] = []
  if (o.hasInvoice) actions.push('invoice')
  // A refund already asked for moves the order to refunding; paid means none is open.
  if (o.status === 'paid') actions.push('refund')
  return actions
}
