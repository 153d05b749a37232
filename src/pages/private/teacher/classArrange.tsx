// 我的班级安排: the teacher's sessions (all classes, or one with ?classId=), upcoming soonest first or held latest
// first, each with its attendance so far; opens the check-in QR of a session, or attendance by hand.
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TeacherSession } from '@contract/classroom/teacher-shapes'
import { teachingMessages } from '@/locales/teaching'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useOnReturn } from '@/shared/use-on-return'
import { usePagedList } from '@/shared/use-paged-list'
import { useRouteParams } from '@/shared/use-route-params'
import { listTeacherSessions } from '@/features/teaching/api'
import { AttendanceSheet } from '@/features/teaching/components/attendance-sheet'
import { SessionCard } from '@/features/teaching/components/session-card'
import './teacher.scss'

registerMessages(teachingMessages)

type Tab = 'upcoming' | 'ended' | 'all'
const TABS: readonly Tab[] = ['upcoming', 'ended', 'all']
const WHEN = { upcoming: 'upcoming', ended: 'past', all: undefined } as const

function ClassArrangePage() {
  usePageTitle('classArrange')
  const classId = useRouteParams('pages/private/teacher/classArrange')?.classId
  const [tab, setTab] = useState<Tab>('upcoming')
  const [marking, setMarking] = useState<TeacherSession | null>(null)
  const list = usePagedList((page, size) => listTeacherSessions({ page, size, classId, when: WHEN[tab] }), [tab, classId])
  useReachBottom(list.loadMore)
  // Back from the check-in QR: learners have checked in meanwhile.
  useOnReturn(() => { void list.reload() })
  const closeSheet = () => {
    setMarking(null)
    void list.reload()
  }
  return (
    <View className='teacher-page' data-testid='teacher-sessions' data-tab={tab}>
      <TabStrip className='teacher-page__tabs' value={tab} onChange={setTab}
        items={TABS.map((value) => ({ value, title: t(`teaching.sessions.tabs.${value}`) }))} />
      <PagedListView list={list} emptyTitle={t('teaching.sessions.empty')} emptyDescription={t('teaching.sessions.emptyHint')}>
        {(items) => items.map((item) => <SessionCard key={item.id} item={item} onTakeAttendance={setMarking} />)}
      </PagedListView>
      <AttendanceSheet session={marking} onClose={closeSheet} />
    </View>
  )
}

export default observer(ClassArrangePage)
