// A shared coupon shown large on pages/coupon/share: its worth, condition, validity and what is left.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SharedCoupon } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { dateText } from '@/shared/time'
import { couponConditionText, couponValueText } from '../coupon-value'
import type { SharedCouponState } from '../receive'
import './shared-coupon-card.scss'

interface Props {
  coupon: SharedCoupon
  state: SharedCouponState
}

function SharedCouponCardImpl({ coupon, state }: Props) {
  return (
    <View className={`shared-coupon shared-coupon--${state}`} data-testid='coupon-share-card'>
      <Text className='shared-coupon__type'>{t(`coupon.types.${coupon.type}`)}</Text>
      <Text className='shared-coupon__value' data-testid='coupon-share-value'>{couponValueText(coupon)}</Text>
      <Text className='shared-coupon__cond'>{couponConditionText(coupon)}</Text>
      <View className='shared-coupon__divider' />
      <Text className='shared-coupon__title'>{coupon.title}</Text>
      <Text className='shared-coupon__line'>{t('coupon.validUntil', { date: dateText(coupon.validUntil) })}</Text>
      {state !== 'received' && (
        <Text className='shared-coupon__line' data-testid='coupon-share-stock'>
          {coupon.stockLeft > 0 ? t('coupon.stockLeft', { n: coupon.stockLeft }) : t('coupon.soldOut')}
        </Text>
      )}
    </View>
  )
}

export const SharedCouponCard = observer(SharedCouponCardImpl)
