// 我的优惠券: the signed-in user's coupons by state (unused / used / expired), paged by the server.
// An unused coupon offers 去使用, which opens the goods it is for, or the course tab.
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { COUPON_STATES, type CouponState } from '@contract/catalog/constants'
import { couponMessages } from '@/locales/coupon'
import { registerMessages, t } from '@/shared/i18n'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { usePagedList } from '@/shared/use-paged-list'
import { listCoupons } from '@/features/coupon/api'
import { goUseCoupon } from '@/features/coupon/coupon-use'
import { CouponCard } from '@/features/coupon/components/coupon-card'
import { usePageTitle } from '@/shared/page-title'
import { useOnReturn } from '@/shared/use-on-return'
import './couponList.scss'

registerMessages(couponMessages)

function CouponListPage() {
  usePageTitle('coupons')
  const [state, setState] = useState<CouponState>('unused')
  const list = usePagedList((page, size) => listCoupons({ page, size, state }), [state])
  // Back from a goods page or checkout: a coupon may have been used meanwhile.
  useOnReturn(() => { void list.reload() })
  useReachBottom(list.loadMore)

  return (
    <View className='coupon-list' data-testid='coupon-list' data-state={state}>
      <TabStrip className='coupon-list__tabs' value={state} onChange={setState}
        items={COUPON_STATES.map((s) => ({ value: s, title: t(`coupon.states.${s}`) }))} />
      <View className='coupon-list__items'>
        <PagedListView list={list} emptyTitle={t(`coupon.emptyByState.${state}`)}
          emptyDescription={state === 'unused' ? t('coupon.emptyDesc') : undefined}>
          {(items) => items.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} action={coupon.state === 'unused' ? (
              <Button size='small' type='primary' onClick={() => goUseCoupon(coupon)} data-testid='coupon-use'>
                {t('coupon.use')}
              </Button>
            ) : undefined} />
          ))}
        </PagedListView>
      </View>
    </View>
  )
}

export default observer(CouponListPage)
