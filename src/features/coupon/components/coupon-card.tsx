import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Coupon } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { dateText } from '@/shared/time'
import { couponConditionText, couponValueText } from '../coupon-value'
import './coupon-card.scss'

interface Props {
  coupon: Coupon
  selected?: boolean
  onClick?: () => void
  /** Right-hand action, e.g. a 去使用 button. */
  action?: ReactNode
}

function CouponCardImpl({ coupon, selected, onClick, action }: Props) {
  const scope = coupon.scope.length ? coupon.scope.map((g) => g.title).join(t('coupon.listSeparator')) : t('coupon.allGoods')
  return (
    <View className={`coupon-card coupon-card--${coupon.state} ${selected ? 'is-selected' : ''}`} onClick={onClick} data-testid='coupon-card'>
      <View className='coupon-card__value'>
        <Text className='coupon-card__amount'>{couponValueText(coupon)}</Text>
        <Text className='coupon-card__cond'>{couponConditionText(coupon)}</Text>
      </View>
      <View className='coupon-card__body'>
        <Text className='coupon-card__title'>{coupon.title}</Text>
        <Text className='coupon-card__line'>{t('coupon.scope', { scope })}</Text>
        <Text className='coupon-card__line'>{t('coupon.validUntil', { date: dateText(coupon.validUntil) })}</Text>
        <Text className='coupon-card__line'>{t('coupon.source', { source: coupon.source })}</Text>
      </View>
      <View className='coupon-card__side'>
        {action ?? (coupon.state !== 'unused' && <Text className='coupon-card__state'>{t(`coupon.states.${coupon.state}`)}</Text>)}
      </View>
    </View>
  )
}

export const CouponCard = observer(CouponCardImpl)
