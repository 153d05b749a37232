// 网校's sections: the entries (classes, timetable, courses, check-ins, ratings, reminders), the
// sessions of the coming two weeks and my classes, each class opening 班级详情.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ClassSession } from '@contract/classroom/shapes'
import type { MyClass } from '@contract/learning/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { classDatesText } from '../class-dates'
import { SCHOOL_ENTRIES, type SchoolEntry } from '../school-entries'
import { SessionRow } from './session-row'
import './school-hub.scss'

export const SchoolEntries = observer(function SchoolEntries() {
  const open = (entry: SchoolEntry) => openPage(entry.route as 'pages/course/classList')
  return (
    <View className='school-hub__entries' role='list'>
      {SCHOOL_ENTRIES.map((entry) => (
        <View key={entry.key} className='school-hub__entry' role='listitem' data-testid={`school-${entry.key}`}
          onClick={() => open(entry)}>
          <Text className='school-hub__entry-title'>{t(`classroom.school.entries.${entry.key}`)}</Text>
        </View>
      ))}
    </View>
  )
})

export const ComingSessions = observer(function ComingSessions({ sessions }: { sessions: ClassSession[] }) {
  if (sessions.length === 0) return <Text className='school-hub__none'>{t('classroom.school.noSessions')}</Text>
  return <>{sessions.map((s) => <SessionRow key={s.id} session={s} showClass />)}</>
})

export const SchoolClasses = observer(function SchoolClasses({ classes }: { classes: MyClass[] }) {
  if (classes.length === 0) return <Text className='school-hub__none'>{t('classroom.school.noClasses')}</Text>
  return (
    <>
      {classes.map((c) => (
        <View key={c.seatId} className='school-hub__class' data-testid='school-class' data-class-id={c.classId}
          onClick={() => openPage('pages/course/classInfo', { id: c.classId })}>
          <Text className='school-hub__class-title'>{c.goods.title}</Text>
          <Text className='school-hub__class-line'>{`${c.name} · ${c.city} · ${classDatesText(c)}`}</Text>
          <Text className='school-hub__class-state'>{t(`classroom.status.${c.state}`)}</Text>
        </View>
      ))}
    </>
  )
})
