// 网校: the learner's learning hub: entries to classes, timetable, courses, homework, exams, check-ins, ratings and
// reminders; the sessions of the next two weeks; my classes (each opens 班级详情).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { addChinaDays, chinaDate } from '@contract/china-time'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { getTimetable, listMyClasses } from '@/features/classroom/api'
import { ComingSessions, SchoolClasses, SchoolEntries } from '@/features/classroom/components/school-hub'
import './onlineSchool.scss'

registerMessages(classroomMessages)

const COMING_DAYS = 14
const COMING_SHOWN = 3
const CLASSES_SHOWN = 5

function Heading({ text, onMore }: { text: string; onMore?: () => void }) {
  return (
    <View className='online-school__heading'>
      <Text className='online-school__title'>{text}</Text>
      {onMore && <Text className='online-school__more' onClick={onMore}>{`${t('classroom.school.all')} ›`}</Text>}
    </View>
  )
}

function OnlineSchoolPage() {
  usePageTitle('onlineSchool')
  const today = chinaDate(new Date())
  const sessions = useRemote(() => getTimetable({ from: today, to: addChinaDays(today, COMING_DAYS - 1) }), [today])
  const classes = useRemote(() => listMyClasses({ page: 1, size: CLASSES_SHOWN }), [])
  useOnReturn(() => { void sessions.reload(); void classes.reload() })
  return (
    <View className='online-school' data-testid='page-online-school'>
      <SchoolEntries />
      <Heading text={t('classroom.school.upcomingSessions')} onMore={() => openPage('pages/course/timetable')} />
      <RemoteView remote={sessions}>{(data) => <ComingSessions sessions={data.slice(0, COMING_SHOWN)} />}</RemoteView>
      <Heading text={t('classroom.school.entries.classes')} onMore={() => openPage('pages/course/classList')} />
      <RemoteView remote={classes}>{(data) => <SchoolClasses classes={data.list} />}</RemoteView>
    </View>
  )
}

export default observer(OnlineSchoolPage)
