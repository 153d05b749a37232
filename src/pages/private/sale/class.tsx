// 班级招生情况: every class with seats left and its orders (paid, awaiting payment, refunded, received), newest
// start first; a class opens its enrolment by day.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listSalesClasses } from '@/features/sales/api'
import { SalesClassCard } from '@/features/sales/components/class-card'
import '@/features/sales/components/sales-page.scss'

registerMessages(salesMessages)

function SaleClassPage() {
  usePageTitle('saleClass')
  const list = usePagedList((page, size) => listSalesClasses({ page, size }))
  useReachBottom(list.loadMore)
  return (
    <View className='sales-page' data-testid='sale-classes'>
      <PagedListView list={list} emptyTitle={t('sales.classes.empty')} emptyDescription={t('sales.classes.emptyHint')}>
        {(items) => items.map((item) => <SalesClassCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(SaleClassPage)
