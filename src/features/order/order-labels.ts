// Readable labels and small facts about orders, shared by the list and the detail screens.
import type { Order, OrderSummary } from '@contract/commerce'
import { isPaid } from '@contract/money'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'

export const orderStatusText = (o: Pick<OrderSummary, 'status'>) => t(`order.status.${o.status}`)
export const paymentMethodText = (o: Pick<Order, 'paymentMethod'>) => (o.paymentMethod ? t(`order.methods.${o.paymentMethod}`) : '—')
export const formatTime = dateTimeText

/** How an order's amountDueFen reads: what was paid once it is paid, what is to pay before. */
export const amountDueLabel = (o: Pick<OrderSummary, 'status'>) => (isPaid(o) ? t('order.fields.paid') : t('order.price.payable'))

export const canRefund = (o: Pick<Order, 'status' | 'refund'>) =>
  o.status === 'paid' && (!o.refund || o.refund.status === 'rejected')
