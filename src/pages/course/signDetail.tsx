// 签到详情: check in (scan the teacher's QR code or type its 6 digits), then my attendance per session and my leave
// requests; opened from a class (?classId=) the attendance shows only that class.
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { usePagedList } from '@/shared/use-paged-list'
import { useRouteParams } from '@/shared/use-route-params'
import { listMyAttendance, listMyLeaves } from '@/features/classroom/api'
import { AttendanceRow } from '@/features/classroom/components/attendance-row'
import { CheckInPanel } from '@/features/classroom/components/check-in-panel'
import { LeaveRow } from '@/features/classroom/components/leave-row'
import './signDetail.scss'

registerMessages(classroomMessages)

type Tab = 'records' | 'leaves'

function SignDetailPage() {
  usePageTitle('signDetail')
  const classId = useRouteParams('pages/course/signDetail')?.classId
  const [tab, setTab] = useState<Tab>('records')
  const records = usePagedList((page, size) => listMyAttendance({ page, size, ...(classId ? { classId } : {}) }), [classId])
  const leaves = usePagedList((page, size) => listMyLeaves({ page, size }), [])
  useReachBottom(tab === 'records' ? records.loadMore : leaves.loadMore)
  return (
    <View className='sign-detail' data-testid='page-sign-detail' data-tab={tab}>
      <CheckInPanel onDone={() => { setTab('records'); void records.reload() }} />
      <TabStrip className='sign-detail__tabs' value={tab} onChange={setTab}
        items={[{ value: 'records', title: t('classroom.sign.records') }, { value: 'leaves', title: t('classroom.sign.leaves') }]} />
      {tab === 'records'
        ? <PagedListView list={records} emptyTitle={t('classroom.sign.recordsEmpty')}>
          {(items) => items.map((r) => <AttendanceRow key={r.sessionId} record={r} />)}
        </PagedListView>
        : <PagedListView list={leaves} emptyTitle={t('classroom.sign.leavesEmpty')}>
          {(items) => items.map((l) => <LeaveRow key={l.id} leave={l} onChanged={() => void leaves.reload()} />)}
        </PagedListView>}
    </View>
  )
}

export default observer(SignDetailPage)
