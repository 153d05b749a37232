// One attributed order: goods and class, buyer, how it came (link, coupon, lead), amount, refund and commission.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AttributedOrder } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { dateText } from '@/shared/time'
import './sales-card.scss'

function OrderCardImpl({ item }: { item: AttributedOrder }) {
  return (
    <View className='sales-card' data-testid='sales-order' data-via={item.via}>
      <View className='sales-card__head'>
        <Text className='sales-card__title'>{item.goodsTitle}</Text>
        <Text className={`sales-card__state sales-card__state--${item.status}`}>{t(`sales.performance.status.${item.status}`)}</Text>
      </View>
      <View className='sales-card__line'>
        {item.className && <Text className='sales-card__part'>{item.className}</Text>}
        <Text className='sales-card__part'>{item.buyer}</Text>
        <Text className='sales-card__part'>{t(`sales.performance.via.${item.via}`)}</Text>
        <Text className='sales-card__part'>{dateText(item.paidAt)}</Text>
      </View>
      <View className='sales-card__line'>
        <Text className='sales-card__money'>{price(item.amountFen)}</Text>
        {item.refundedFen > 0 && <Text className='sales-card__part'>{t('sales.performance.refunded', { amount: price(item.refundedFen) })}</Text>}
        <Text className='sales-card__part' data-testid='sales-order-commission'>{t('sales.performance.commission', { amount: price(item.commissionFen) })}</Text>
      </View>
    </View>
  )
}

export const OrderCard = observer(OrderCardImpl)
