import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Order } from '@contract/commerce/schemas'
import { t } from '@/shared/i18n'
import { minusPrice, price } from '@/shared/money'
import { copyText } from '@/shared/toast'
import { amountDueLabel, formatTime, orderStatusText, paymentMethodText } from '../order-labels'
import './order-fields.scss'

/** Order number, times, payment method, amounts, type and status (product rules §3 order fields). */
function OrderFieldsImpl({ order }: { order: Order }) {
  return (
    <View data-testid='order-fields'>
    <CellGroup title={t('order.detail.info')}>
      <Cell title={t('order.fields.orderNo')} extra={
        <View className='order-fields__no'>
          <Text className='order-fields__no-text'>{order.orderNo}</Text>
          <Text className='order-fields__copy' data-testid='copy-order-no' onClick={() => void copyText(order.orderNo)}>{t('order.detail.copy')}</Text>
        </View>} />
      <Cell title={t('order.fields.createdAt')} extra={formatTime(order.createdAt)} />
      <Cell title={t('order.fields.method')} extra={paymentMethodText(order)} />
      {order.transactionId && (
        <Cell title={t('order.pay.transactionNo')} extra={order.transactionId} clickable
          onClick={() => void copyText(order.transactionId!)} />
      )}
      <Cell title={t('order.fields.paidAt')} extra={formatTime(order.paidAt)} />
      <Cell title={t('order.fields.total')} extra={price(order.totalFen)} />
      {order.discountFen > 0 && <Cell title={t('order.fields.discount')} extra={minusPrice(order.discountFen)} />}
      <Cell title={amountDueLabel(order)} extra={price(order.amountDueFen)} />
      <Cell title={t('order.fields.type')} extra={t(`catalog.kind.${order.goods.kind}`)} />
      <Cell title={t('order.fields.status')} extra={orderStatusText(order)} />
      {order.logistics && <Cell title={t('order.fields.logistics')} extra={`${order.logistics.carrier} ${order.logistics.status}`} />}
      {order.logistics && <Cell title={t('order.fields.mailNo')} extra={order.logistics.mailNo} clickable onClick={() => void copyText(order.logistics!.mailNo)} />}
    </CellGroup>
    </View>
  )
}

export const OrderFields = observer(OrderFieldsImpl)
