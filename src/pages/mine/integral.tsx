// 我的积分: valid balance, total earned and total redeemed, then the ledger of every change (server-paged).
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { pointsMessages } from '@/locales/points'
import { registerMessages, t } from '@/shared/i18n'
import { switchToTab } from '@/shared/navigation'
import { COURSE_TAB_ROUTE } from '@/shared/routes'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { RemoteView } from '@/shared/ui/remote-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { getPointsSummary, listPointsLog } from '@/features/points/api'
import { PointsEntryRow } from '@/features/points/components/points-entry-row'
import { PointsSummaryCard } from '@/features/points/components/points-summary'
import { usePageTitle } from '@/shared/page-title'
import { useOnReturn } from '@/shared/use-on-return'
import './integral.scss'

registerMessages(pointsMessages)

function IntegralPage() {
  usePageTitle('points')
  const summary = useRemote(getPointsSummary)
  const ledger = usePagedList((page, size) => listPointsLog({ page, size }))
  // Back from an order or a refund: the balance may have moved.
  useOnReturn(() => {
    summary.reload()
    void ledger.reload()
  })
  useReachBottom(ledger.loadMore)

  return (
    <View className='integral-page' data-testid='points-page'>
      <View className='integral-page__summary'>
        <RemoteView remote={summary}>{(data) => <PointsSummaryCard summary={data} />}</RemoteView>
      </View>
      <Text className='integral-page__title'>{t('points.ledger')}</Text>
      <PagedListView list={ledger} emptyTitle={t('points.empty')} emptyDescription={t('points.emptyDesc')}
        emptyAction={{ text: t('points.browse'), onAction: () => switchToTab(COURSE_TAB_ROUTE) }}>
        {(items) => (
          <View className='integral-page__ledger' data-testid='points-ledger'>
            {items.map((entry) => <PointsEntryRow key={entry.id} entry={entry} />)}
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default observer(IntegralPage)
