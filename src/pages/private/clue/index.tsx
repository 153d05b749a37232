// 销售线索: the salesperson's leads by status, follow-ups due first; a lead opens its follow-ups; the bar adds one.
import { useState } from 'react'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { LEAD_STATUSES, type LeadStatus } from '@contract/sales/constants'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { usePagedList } from '@/shared/use-paged-list'
import { listLeads } from '@/features/sales/api'
import { LeadCard } from '@/features/sales/components/lead-card'
import '@/features/sales/components/sales-page.scss'

registerMessages(salesMessages)

type Tab = LeadStatus | 'all'
const TABS: readonly Tab[] = ['all', ...LEAD_STATUSES]

function ClueListPage() {
  usePageTitle('clueList')
  const [tab, setTab] = useState<Tab>('all')
  const list = usePagedList((page, size) => listLeads({ page, size, status: tab === 'all' ? undefined : tab }), [tab])
  useReachBottom(list.loadMore)
  // Back from a lead, its status or follow-up may have changed.
  useDidShow(() => { if (!list.initialLoading) void list.reload() })
  return (
    <View className='sales-page sales-page--with-bar' data-testid='sales-leads' data-tab={tab}>
      <TabStrip className='sales-page__tabs' value={tab} onChange={setTab}
        items={TABS.map((value) => ({ value, title: t(`sales.leads.tabs.${value}`) }))} />
      <PagedListView list={list} emptyTitle={t('sales.leads.empty')} emptyDescription={t('sales.leads.emptyHint')}>
        {(items) => items.map((item) => <LeadCard key={item.id} item={item} />)}
      </PagedListView>
      <View className='sales-page__bar'>
        <Button type='primary' block data-testid='sales-lead-add' onClick={() => openPage('pages/private/clue/edit', {})}>{t('sales.leads.add')}</Button>
      </View>
    </View>
  )
}

export default observer(ClueListPage)
