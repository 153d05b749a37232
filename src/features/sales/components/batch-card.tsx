// One coupon batch the salesperson may issue: what it is worth, its minimum spend, issued of the quota and used.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SalesCouponBatch } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { openPage } from '@/shared/navigation'
import { couponValueText } from '@/features/coupon'
import './sales-card.scss'

function BatchCardImpl({ item, link = true }: { item: SalesCouponBatch; link?: boolean }) {
  const open = link ? () => openPage('pages/private/coupon/edit', { id: item.id }) : undefined
  return (
    <View className='sales-card' data-testid='sales-batch' data-batch-id={item.id} onClick={open}>
      <View className='sales-card__head'>
        <Text className='sales-card__title'>{item.title}</Text>
        <Text className='sales-card__money'>{couponValueText(item)}</Text>
      </View>
      <View className='sales-card__line'>
        <Text className='sales-card__part'>
          {item.minSpendFen > 0 ? t('sales.coupons.minSpend', { amount: price(item.minSpendFen) }) : t('sales.coupons.noMin')}
        </Text>
        <Text className='sales-card__part' data-testid='sales-batch-quota'>
          {t('sales.coupons.quota', { issued: item.issued, quota: item.quota, used: item.used })}
        </Text>
      </View>
    </View>
  )
}

export const BatchCard = observer(BatchCardImpl)
