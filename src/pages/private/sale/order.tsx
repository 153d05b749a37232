// 我的业绩: commission earned and withdrawable, the rate, the sales code and its share link; amounts by month; then
// every attributed order (share link, coupon or converted lead) with its commission, net of refunds.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { SalesPerformance } from '@contract/sales/shapes'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { usePageTitle } from '@/shared/page-title'
import { copyText } from '@/shared/toast'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { RemoteView } from '@/shared/ui/remote-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { getPerformance, listAttributedOrders } from '@/features/sales/api'
import { OrderCard } from '@/features/sales/components/order-card'
import { rateText } from '@/features/sales/format'
import { homeShareLink } from '@/features/sales/share-link'
import '@/features/sales/components/sales-page.scss'
import '@/features/sales/components/sales-card.scss'

registerMessages(salesMessages)

function Summary({ data }: { data: SalesPerformance }) {
  return (
    <View>
      <View className='sales-page__summary' data-testid='sales-summary'>
        <View className='sales-page__summary-row'>
          <View className='sales-page__summary-item'>
            <Text className='sales-page__summary-value' data-testid='sales-earned'>{price(data.profile.earnedFen)}</Text>
            <Text className='sales-page__summary-label'>{t('sales.performance.earned')}</Text>
          </View>
          <View className='sales-page__summary-item'>
            <Text className='sales-page__summary-value' data-testid='sales-balance'>{price(data.profile.balanceFen)}</Text>
            <Text className='sales-page__summary-label'>{t('sales.performance.balance')}</Text>
          </View>
        </View>
        <Text className='sales-page__summary-note'>
          {`${t('sales.performance.rate', { rate: rateText(data.profile.rateBp) })} · ${t('sales.performance.code')} ${data.profile.code}`}
        </Text>
      </View>
      <View className='sales-page__actions'>
        <Button type='primary' fill='outline' data-testid='sales-copy-link' onClick={() => void copyText(homeShareLink(data.profile.code))}>{t('sales.performance.copyLink')}</Button>
      </View>
      <Text className='sales-page__section'>{t('sales.performance.months')}</Text>
      {data.months.length === 0 && <Text className='sales-page__empty'>{t('sales.performance.noMonthsHint')}</Text>}
      {data.months.map((m) => (
        <View key={m.month} className='sales-card' data-testid='sales-month'>
          <View className='sales-card__head'>
            <Text className='sales-card__title'>{m.month}</Text>
            <Text className='sales-card__money'>{t('sales.performance.commission', { amount: price(m.commissionFen) })}</Text>
          </View>
          <Text className='sales-card__line'>
            {t('sales.performance.monthLine', { orders: m.orders, amount: price(m.amountFen), refunded: price(m.refundedFen) })}
          </Text>
        </View>
      ))}
    </View>
  )
}

function SaleOrderPage() {
  usePageTitle('saleOrder')
  const remote = useRemote(getPerformance)
  const list = usePagedList((page, size) => listAttributedOrders({ page, size }))
  useReachBottom(list.loadMore)
  return (
    <View className='sales-page' data-testid='sales-performance'>
      <RemoteView remote={remote}>{(data) => <Summary data={data} />}</RemoteView>
      <Text className='sales-page__section'>{t('sales.performance.orders')}</Text>
      <PagedListView list={list} emptyTitle={t('sales.performance.noMonths')}>
        {(items) => items.map((item) => <OrderCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(SaleOrderPage)
