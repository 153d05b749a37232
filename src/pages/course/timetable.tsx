// 课表: my sessions by week (Monday to Sunday, with the previous and next week) or as a list of the coming two
// months; opened from a class (?classId=) it shows only that class. 请假 on a session asks leave for it.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { addChinaDays, chinaDate } from '@contract/china-time'
import type { ClassSession } from '@contract/classroom/shapes'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getTimetable } from '@/features/classroom/api'
import { LeaveForm } from '@/features/classroom/components/leave-form'
import { ListView, WeekView } from '@/features/classroom/components/timetable-view'
import { listWindow, mondayOf } from '@/features/classroom/timetable'
import './timetable.scss'

registerMessages(classroomMessages)

type Mode = 'week' | 'list'

function WeekNav({ monday, onMove }: { monday: string; onMove: (monday: string) => void }) {
  return (
    <View className='timetable-page__nav'>
      <Button size='small' fill='none' data-testid='week-prev' onClick={() => onMove(addChinaDays(monday, -7))}>{t('classroom.timetable.prevWeek')}</Button>
      <View className='timetable-page__range' data-testid='week-range'>
        {t('classroom.timetable.weekOf', { start: monday.slice(5), end: addChinaDays(monday, 6).slice(5) })}
      </View>
      <Button size='small' fill='none' data-testid='week-next' onClick={() => onMove(addChinaDays(monday, 7))}>{t('classroom.timetable.nextWeek')}</Button>
    </View>
  )
}

function TimetablePage() {
  usePageTitle('timetable')
  const classId = useRouteParams('pages/course/timetable')?.classId
  const today = chinaDate(new Date())
  const [mode, setMode] = useState<Mode>('week')
  const [monday, setMonday] = useState(mondayOf(today))
  const [leaveFor, setLeaveFor] = useState<ClassSession | null>(null)
  const range = mode === 'week' ? { from: monday, to: addChinaDays(monday, 6) } : listWindow(today)
  const sessions = useRemote(() => getTimetable({ ...range, ...(classId ? { classId } : {}) }), [mode, monday, classId])
  const viewProps = { showClass: !classId, onAskLeave: setLeaveFor, today }
  return (
    <View className='timetable-page' data-testid='page-timetable' data-mode={mode}>
      <TabStrip className='timetable-page__tabs' value={mode} onChange={setMode}
        items={[{ value: 'week', title: t('classroom.timetable.week') }, { value: 'list', title: t('classroom.timetable.list') }]} />
      {mode === 'week' && <WeekNav monday={monday} onMove={setMonday} />}
      <RemoteView remote={sessions}>
        {(data) => (mode === 'week' ? <WeekView sessions={data} monday={monday} {...viewProps} /> : <ListView sessions={data} {...viewProps} />)}
      </RemoteView>
      <LeaveForm session={leaveFor} onClose={() => setLeaveFor(null)} onDone={() => { setLeaveFor(null); void sessions.reload() }} />
    </View>
  )
}

export default observer(TimetablePage)
