// Readable labels and small facts about orders, shared by the list and the detail screens.
import type { Order, OrderSummary } from '@contract/commerce'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'

export const orderStatusText = (o: Pick<OrderSummary, 'status'>) => t(`order.status.${o.status}`)
export const paymentMethodText = (o: Pick<Order, 'paymentMethod'>) => (o.paymentMethod ? t(`order.methods.${o.paymentMethod}`) : '—')
export const formatTime = dateTimeText

/** Amount the buyer pays (or paid) for an order. */
export const payableFen = (o: Pick<OrderSummary, 'totalFen' | 'discountFen' | 'paidFen' | 'status'>) =>
  o.status === 'unpaid' || o.status === 'closed' ? o.totalFen - o.discountFen : o.paidFen

export const canRefund = (o: Pick<Order, 'status' | 'refund'>) =>
  o.status === 'paid' && (!o.refund || o.refund.status === 'rejected')
