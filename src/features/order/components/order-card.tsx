import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { OrderSummary } from '@contract/commerce'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { openPage } from '@/shared/navigation'
import { amountDueLabel, formatTime, orderStatusText } from '../order-labels'
import { OrderGoods } from './order-goods'
import './order-card.scss'

function OrderCardImpl({ order }: { order: OrderSummary }) {
  return (
    <View className='order-card' data-testid='order-card' onClick={() => openPage('pages/order/detailOrder', { id: order.id })}>
      <View className='order-card__head'>
        <Text className='order-card__no'>{t('order.fields.orderNo')} {order.orderNo}</Text>
        <Text className={`order-card__status order-card__status--${order.status}`}>{orderStatusText(order)}</Text>
      </View>
      <OrderGoods goods={order.goods} detail={order.className} extra={formatTime(order.createdAt)} />
      <View className='order-card__foot'>
        <Text className='order-card__amount'>{amountDueLabel(order)} {price(order.amountDueFen)}</Text>
        {order.status === 'unpaid' && (
          <Button size='small' type='primary' onClick={(e) => { e.stopPropagation(); openPage('pages/order/reConfirmOrder', { id: order.id }) }}>
            {t('order.actions.pay')}
          </Button>
        )}
      </View>
    </View>
  )
}

export const OrderCard = observer(OrderCardImpl)
