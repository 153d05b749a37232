// 发放优惠券: the coupon batches an admin allowed the salesperson, each with issued of its quota and how many were
// used; a batch opens where it is issued, shared and followed.
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { couponMessages } from '@/locales/coupon'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { listSalesCoupons } from '@/features/sales/api'
import { BatchCard } from '@/features/sales/components/batch-card'
import '@/features/sales/components/sales-page.scss'

registerMessages(salesMessages, couponMessages)

function SaleCouponsPage() {
  usePageTitle('saleCoupons')
  const remote = useRemote(listSalesCoupons)
  useDidShow(() => { if (remote.data) void remote.reload() })
  return (
    <View className='sales-page' data-testid='sales-batches'>
      <RemoteView remote={remote}>
        {(batches) => batches.length === 0
          ? <Empty title={t('sales.coupons.empty')} description={t('sales.coupons.emptyHint')} />
          : batches.map((item) => <BatchCard key={item.id} item={item} />)}
      </RemoteView>
    </View>
  )
}

export default observer(SaleCouponsPage)
