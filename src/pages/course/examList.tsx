// 考试列表: my exam registrations (one per exam bought for a sitting), newest first, each with its state; a row opens
// 考试详情.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { certificationMessages } from '@/locales/certification'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listMyRegistrations } from '@/features/certification/api'
import { RegistrationCard } from '@/features/certification/components/registration-card'
import '@/features/certification/components/certification.scss'

registerMessages(certificationMessages)

function ExamListPage() {
  usePageTitle('examList')
  const list = usePagedList((page, size) => listMyRegistrations({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='cert-page' data-testid='page-exam-list'>
      <PagedListView list={list} emptyTitle={t('certification.list.empty')}>
        {(items) => items.map((item) => <RegistrationCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(ExamListPage)
