// 订单列表: orders by status tab, paged by the server.
import { useState } from 'react'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { ORDER_STATUSES, type OrderStatus } from '@contract/commerce-constants'
import { orderMessages } from '@/locales/order'
import { registerMessages, t } from '@/shared/i18n'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRouteParams } from '@/shared/use-route-params'
import { listOrders } from '@/features/order/api'
import { OrderCard } from '@/features/order/components/order-card'
import { usePageTitle } from '@/shared/page-title'

registerMessages(orderMessages)

const ALL = 'all'
type Tab = OrderStatus | typeof ALL

function OrderListPage() {
  usePageTitle('orders')
  const asked = useRouteParams('pages/mine/orderList')?.status
  const [tab, setTab] = useState<Tab>(asked ?? ALL)
  const list = usePagedList((page, size) => listOrders({ page, size, status: tab === ALL ? undefined : tab }), [tab])
  useReachBottom(list.loadMore)
  useDidShow(() => { if (!list.initialLoading) void list.reload() })
  return (
    <View className='order-list' data-testid='order-list'>
      <Tabs value={tab} onChange={(v) => setTab(v as Tab)} activeType='line'>
        {([ALL, ...ORDER_STATUSES] as const).map((s) => <Tabs.TabPane key={s} value={s} title={t(`order.tabs.${s}`)} />)}
      </Tabs>
      <PagedListView list={list} emptyTitle={t('order.list.empty')}>
        {(items) => items.map((order) => <OrderCard key={order.id} order={order} />)}
      </PagedListView>
    </View>
  )
}

export default observer(OrderListPage)
