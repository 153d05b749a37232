// 订单列表: orders by status tab (with counts), paged by the server; each card offers what its state allows.
import { useState } from 'react'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { OrderSummary } from '@contract/commerce/schemas'
import { orderMessages } from '@/locales/order'
import { confirmAction } from '@/shared/confirm'
import { registerMessages, t } from '@/shared/i18n'
import { switchToTab } from '@/shared/navigation'
import { COURSE_TAB_ROUTE } from '@/shared/routes'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { useAction } from '@/shared/use-action'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { cancelOrder, countOrders, listOrders } from '@/features/order/api'
import { OrderCard } from '@/features/order/components/order-card'
import { ALL_ORDERS, OrderTabs, type OrderTab } from '@/features/order/components/order-tabs'
import { RefundForm } from '@/features/order/components/refund-form'
import { usePageTitle } from '@/shared/page-title'

registerMessages(orderMessages)

function OrderListPage() {
  usePageTitle('orders')
  const asked = useRouteParams('pages/mine/orderList')?.status
  const [tab, setTab] = useState<OrderTab>(asked ?? ALL_ORDERS)
  const [refunding, setRefunding] = useState<OrderSummary | null>(null)
  const list = usePagedList((page, size) => listOrders({ page, size, status: tab === ALL_ORDERS ? undefined : tab }), [tab])
  const counts = useRemote(countOrders, [])
  const reloadAll = () => { void list.reload(); counts.reload() }
  useReachBottom(list.loadMore)
  useDidShow(() => { if (!list.initialLoading) reloadAll() })

  const cancel = useAction(async (order: OrderSummary) => {
    if (!(await confirmAction({ content: t('order.detail.cancelConfirm') }))) return
    await cancelOrder(order.id)
    reloadAll()
  })
  return (
    <View className='order-list' data-testid='order-list'>
      <OrderTabs value={tab} counts={counts.data} onChange={setTab} />
      <PagedListView list={list} emptyTitle={t('order.list.empty')} emptyDescription={t('order.list.emptyHint')}
        emptyAction={{ text: t('order.list.browse'), onAction: () => switchToTab(COURSE_TAB_ROUTE) }}>
        {(items) => items.map((order) => (
          <OrderCard key={order.id} order={order} onCancel={(o) => void cancel.run(o)} onRefund={setRefunding} />
        ))}
      </PagedListView>
      {refunding && (
        <RefundForm order={refunding} visible onClose={() => setRefunding(null)} onDone={() => { setRefunding(null); reloadAll() }} />
      )}
    </View>
  )
}

export default observer(OrderListPage)
