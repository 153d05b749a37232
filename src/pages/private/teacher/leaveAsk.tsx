// 请假申请: learners' leave requests for the teacher's sessions (approve, or reject with a reply), and the teacher's
// own leave requests with their status and the way to ask a new one (添加请假申请).
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { teachingMessages } from '@/locales/teaching'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useOnReturn } from '@/shared/use-on-return'
import { usePagedList } from '@/shared/use-paged-list'
import { listLeaveRequests, listOwnLeaves } from '@/features/teaching/api'
import { LeaveCard } from '@/features/teaching/components/leave-card'
import { OwnLeaveCard } from '@/features/teaching/components/own-leave-card'
import './teacher.scss'

registerMessages(teachingMessages)

type Tab = 'learners' | 'mine'
const TABS: readonly Tab[] = ['learners', 'mine']

const LearnerLeaves = observer(() => {
  const list = usePagedList((page, size) => listLeaveRequests({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <PagedListView list={list} emptyTitle={t('teaching.leave.emptyLearners')}>
      {(items) => items.map((item) => <LeaveCard key={item.id} item={item} onChanged={() => { void list.reload() }} />)}
    </PagedListView>
  )
})

const OwnLeaves = observer(() => {
  const list = usePagedList((page, size) => listOwnLeaves({ page, size }), [])
  useReachBottom(list.loadMore)
  // Back from 添加请假申请 with a new request.
  useOnReturn(() => { void list.reload() })
  return (
    <PagedListView list={list} emptyTitle={t('teaching.leave.emptyMine')}>
      {(items) => items.map((item) => <OwnLeaveCard key={item.id} item={item} />)}
    </PagedListView>
  )
})

function LeaveAskPage() {
  usePageTitle('leaveAsk')
  const [tab, setTab] = useState<Tab>('learners')
  return (
    <View className={`teacher-page ${tab === 'mine' ? 'teacher-page--with-bar' : ''}`} data-testid='teacher-leaves' data-tab={tab}>
      <TabStrip className='teacher-page__tabs' value={tab} onChange={setTab}
        items={TABS.map((value) => ({ value, title: t(`teaching.leave.tabs.${value}`) }))} />
      {tab === 'learners' ? <LearnerLeaves /> : <OwnLeaves />}
      {tab === 'mine' && (
        <View className='teacher-page__bar'>
          <Button type='primary' block data-testid='own-leave-add' onClick={() => openPage('pages/private/teacher/addLeaveAsk')}>{t('teaching.leave.add')}</Button>
        </View>
      )}
    </View>
  )
}

export default observer(LeaveAskPage)
