// Shared plans the user liked or subscribes to (likePlan, likePlan2): each opens its shared page.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Paged } from '@contract/envelope'
import type { SharedPlanSummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { useOnReturn } from '@/shared/use-on-return'
import { usePagedList } from '@/shared/use-paged-list'
import './training.scss'

export const SharedPlanList = observer(function SharedPlanList({ load, emptyTitle, testId }: {
  load: (page: number, size: number) => Promise<Paged<SharedPlanSummary>>; emptyTitle: string; testId: string
}) {
  const list = usePagedList(load, [])
  useReachBottom(list.loadMore)
  useOnReturn(() => { void list.reload() })
  return (
    <View className='tr-page' data-testid={testId}>
      <PagedListView list={list} emptyTitle={emptyTitle}>
        {(items) => items.map((p) => (
          <View key={p.token} className='tr-card' role='button' onClick={() => openPage('pages/train/sharePlan', { token: p.token })} data-testid='shared-plan'>
            <Text className='tr-card__title'>{p.name}</Text>
            <Text className='tr-muted'>{t('training.share.by', { name: p.owner.nickname })} · {t('training.common.weeks', { n: p.weeks })} · {t('training.common.perWeek', { n: p.daysPerWeek })} · {t('training.share.likes', { n: p.likes })}</Text>
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
