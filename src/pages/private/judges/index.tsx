// 考官: the sittings I am assigned to judge, soonest first, with how many candidates are scored; one opens its
// candidate list.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { useOnReturn } from '@/shared/use-on-return'
import { usePagedList } from '@/shared/use-paged-list'
import { listJudgeAssignments } from '@/features/judging/api'
import { AssignmentCard } from '@/features/judging/components/assignment-card'
import '@/features/judging/components/judging.scss'

registerMessages(certificationMessages)

function JudgesPage() {
  usePageTitle('judges')
  const list = usePagedList((page, size) => listJudgeAssignments({ page, size }), [])
  useReachBottom(list.loadMore)
  // Back from scoring: the counts moved.
  useOnReturn(() => { void list.reload() })
  return (
    <View className='judge-page' data-testid='page-judges'>
      <PagedListView list={list} emptyTitle={t('certification.judge.empty')}>
        {(items) => items.map((item) => <AssignmentCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(JudgesPage)
