import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { OrderSummary } from '@contract/commerce/schemas'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { openPage } from '@/shared/navigation'
import { amountDueLabel, formatTime, orderActions, orderStatusText, type OrderAction } from '../order-labels'
import { payPlacedOrder } from '../pay'
import { OrderGoods } from './order-goods'
import './order-card.scss'

interface Props {
  order: OrderSummary
  /** 取消 and 申请退款 need the page (a confirmation, the refund sheet, reloading the list). */
  onCancel: (order: OrderSummary) => void
  onRefund: (order: OrderSummary) => void
}

const ACTION_LABEL = { pay: 'order.actions.pay', cancel: 'order.actions.cancel', refund: 'order.actions.refund', invoice: 'order.actions.invoice' } as const

function OrderCardImpl({ order, onCancel, onRefund }: Props) {
  const run: Record<OrderAction, () => void> = {
    pay: () => void payPlacedOrder(order),
    cancel: () => onCancel(order),
    refund: () => onRefund(order),
    invoice: () => openPage('pages/order/invoice', { id: order.id })
  }
  const actions = orderActions(order)
  return (
    <View className='order-card' data-testid='order-card' data-status={order.status} onClick={() => openPage('pages/order/detailOrder', { id: order.id })}>
      <View className='order-card__head'>
        <Text className='order-card__no'>{t('order.fields.orderNo')} {order.orderNo}</Text>
        <Text className={`order-card__status order-card__status--${order.status}`}>{orderStatusText(order)}</Text>
      </View>
      <OrderGoods goods={order.goods} detail={order.className} extra={formatTime(order.createdAt)} />
      <View className='order-card__foot'>
        <Text className='order-card__amount'>{amountDueLabel(order)} {price(order.amountDueFen)}</Text>
        {actions.length > 0 && (
          <View className='order-card__actions'>
            {actions.map((action) => (
              <Button key={action} size='small' type={action === 'pay' ? 'primary' : 'default'} fill={action === 'pay' ? 'solid' : 'outline'}
                data-testid={`order-action-${action}`} onClick={(e) => { e.stopPropagation(); run[action]() }}>
                {t(ACTION_LABEL[action])}
              </Button>
            ))}
          </View>
        )}
      </View>
    </View>
  )
}

export const OrderCard = observer(OrderCardImpl)
