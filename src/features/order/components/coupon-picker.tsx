import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Coupon } from '@contract/commerce'
import { t } from '@/shared/i18n'
import { CouponCard } from '@/features/coupon'

interface Props {
  visible: boolean
  coupons: Coupon[]
  selectedId?: number
  onPick: (id: number | undefined) => void
  onClose: () => void
}

/** Only coupons the server says apply to this checkout are offered, plus "no coupon". */
function CouponPickerImpl({ visible, coupons, selectedId, onPick, onClose }: Props) {
  const pick = (id: number | undefined) => { onPick(id); onClose() }
  return (
    <Popup visible={visible} position='bottom' round closeable title={t('order.checkout.chooseCoupon')} onClose={onClose}>
      <ScrollView scrollY style={{ maxHeight: '60vh' }}>
        <View className='coupon-picker' data-testid='coupon-picker'>
          {coupons.map((c) => <CouponCard key={c.id} coupon={c} selected={c.id === selectedId} onClick={() => pick(c.id)} />)}
          <View className={`coupon-picker__none ${selectedId === undefined ? 'is-selected' : ''}`} onClick={() => pick(undefined)}>
            <Text>{t('order.checkout.noCoupon')}</Text>
          </View>
        </View>
      </ScrollView>
    </Popup>
  )
}

export const CouponPicker = observer(CouponPickerImpl)
