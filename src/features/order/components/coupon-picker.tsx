// The coupon picker of checkout: "no coupon" as a row of its own, the coupons that apply with what each saves (the
// server's figures), then the ones that do not apply, greyed, each with the reason.
import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { CouponOption } from '@contract/commerce/schemas'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { CouponCard } from '@/features/coupon'
import { splitCouponOptions } from '../coupon-choice'
import './coupon-picker.scss'

interface Props {
  visible: boolean
  options: CouponOption[]
  selectedId?: number
  onPick: (id: number | undefined) => void
  onClose: () => void
}

/** Why a coupon does not apply, in the buyer's language. */
export function couponRefusalText(option: CouponOption): string {
  if (option.refusal === 'min_spend') return t('order.checkout.refusal.min_spend', { amount: price(option.coupon.minSpendFen) })
  return option.refusal ? t(`order.checkout.refusal.${option.refusal}`) : ''
}

const Mark = ({ on }: { on: boolean }) => <Text className={`coupon-picker__mark ${on ? 'is-on' : ''}`}>{on ? '✓' : ''}</Text>

function CouponPickerImpl({ visible, options, selectedId, onPick, onClose }: Props) {
  const pick = (id: number | undefined) => { onPick(id); onClose() }
  const { usable, unusable } = splitCouponOptions(options)
  return (
    <Popup visible={visible} position='bottom' round closeable title={t('order.checkout.chooseCoupon')} onClose={onClose}>
      <ScrollView scrollY style={{ maxHeight: '65vh' }}>
        <View className='coupon-picker' data-testid='coupon-picker'>
          <View className='coupon-picker__none' data-testid='coupon-none' onClick={() => pick(undefined)}>
            <Text>{t('order.checkout.noCoupon')}</Text>
            <Mark on={selectedId === undefined} />
          </View>
          {usable.map((o) => (
            <CouponCard key={o.coupon.id} coupon={o.coupon} selected={o.coupon.id === selectedId} onClick={() => pick(o.coupon.id)}
              action={
                <View className='coupon-picker__side' data-testid='coupon-saving'>
                  <Text className='coupon-picker__saving'>{t('order.checkout.saving', { amount: price(o.savingFen) })}</Text>
                  <Mark on={o.coupon.id === selectedId} />
                </View>} />
          ))}
          {unusable.length > 0 && <Text className='coupon-picker__heading'>{t('order.checkout.unusable', { n: unusable.length })}</Text>}
          {unusable.map((o) => (
            <View key={o.coupon.id} className='coupon-picker__unusable' data-testid='coupon-unusable'>
              <CouponCard coupon={o.coupon} action={<Text />} />
              <Text className='coupon-picker__reason'>{couponRefusalText(o)}</Text>
            </View>
          ))}
        </View>
      </ScrollView>
    </Popup>
  )
}

export const CouponPicker = observer(CouponPickerImpl)
