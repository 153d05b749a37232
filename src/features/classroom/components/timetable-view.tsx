// 课表 views over one answer of GET /api/class/timetable: the week (seven days, Monday first, a line for a day
// without classes) and the list (only days with sessions). A session row offers 请假 while leave may be asked.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ClassSession } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { sessionsByDate, weekDates, weekdayName, weekdayOf } from '../timetable'
import { SessionRow } from './session-row'
import './timetable-view.scss'

interface ViewProps {
  sessions: ClassSession[]
  showClass: boolean
  onAskLeave: (session: ClassSession) => void
}

function DayHeading({ date, today }: { date: string; today: string }) {
  return (
    <Text className={`timetable__day ${date === today ? 'timetable__day--today' : ''}`} data-testid='timetable-day' data-date={date}>
      {`${t(`classroom.timetable.weekdays.${weekdayName(weekdayOf(date))}`)} ${date.slice(5)}`}
    </Text>
  )
}

export const WeekView = observer(function WeekView({ sessions, monday, today, ...rest }: ViewProps & { monday: string; today: string }) {
  const byDate = sessionsByDate(sessions)
  return (
    <View className='timetable__week' data-testid='timetable-week'>
      {weekDates(monday).map((date) => (
        <View key={date} className='timetable__group'>
          <DayHeading date={date} today={today} />
          {(byDate.get(date) ?? []).map((s) => <SessionRow key={s.id} session={s} showClass={rest.showClass} onAskLeave={rest.onAskLeave} />)}
          {!byDate.has(date) && <Text className='timetable__free'>—</Text>}
        </View>
      ))}
    </View>
  )
})

export const ListView = observer(function ListView({ sessions, today, ...rest }: ViewProps & { today: string }) {
  const byDate = sessionsByDate(sessions)
  if (byDate.size === 0) return <Empty title={t('classroom.timetable.empty')} />
  return (
    <View className='timetable__list' data-testid='timetable-list'>
      {[...byDate.entries()].map(([date, day]) => (
        <View key={date} className='timetable__group'>
          <DayHeading date={date} today={today} />
          {day.map((s) => <SessionRow key={s.id} session={s} showClass={rest.showClass} onAskLeave={rest.onAskLeave} />)}
        </View>
      ))}
    </View>
  )
})
