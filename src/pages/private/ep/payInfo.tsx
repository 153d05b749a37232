// EP付款明细: the organisation's confirmed and paid statements, newest month first; one opens its details.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { settlementMessages } from '@/locales/settlement'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listOrgStatements } from '@/features/settlement/api'
import { OrgBanner } from '@/features/settlement/components/org-banner'
import { StatementCard } from '@/features/settlement/components/statement-card'
import '@/features/settlement/components/settlement.scss'

registerMessages(settlementMessages)

function PayInfoPage() {
  usePageTitle('epPayInfo')
  const list = usePagedList((page, size) => listOrgStatements({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='settle-page' data-testid='ep-pay-info'>
      <OrgBanner />
      <PagedListView list={list} emptyTitle={t('settlement.statements.empty')} emptyDescription={t('settlement.statements.emptyHint')}>
        {(items) => items.map((item) => <StatementCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(PayInfoPage)
