// 学员信息: one learner's record as their teacher (or staff) sees it: profile, classes, attendance per session,
// homework counts and exams. The server answers not found to anyone who doesn't teach this learner.
import { Image, Text, View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { StudentInfo } from '@contract/classroom/teacher-shapes'
import { teachingMessages } from '@/locales/teaching'
import { assetUrl } from '@/shared/assets'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { imageAlt } from '@/shared/ui/aria'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getStudentInfo } from '@/features/teaching/api'
import { attendanceTotals, HOMEWORK_COUNTS } from '@/features/teaching/student-record'
import { sessionTimeText } from '@/features/teaching/session-text'
import './info.scss'

registerMessages(teachingMessages)

function Record({ info }: { info: StudentInfo }) {
  const totals = attendanceTotals(info.attendance)
  return (
    <View className='student-info' data-testid='student-info' data-user-id={info.profile.id}>
      <View className='student-info__head'>
        {info.profile.avatar
          ? <Image className='student-info__avatar' src={assetUrl(info.profile.avatar)} mode='aspectFill' {...imageAlt('')} />
          : <View className='student-info__avatar student-info__avatar--blank' aria-hidden='true'>{info.profile.name.slice(0, 1)}</View>}
        <View className='student-info__who'>
          <Text className='student-info__name' data-testid='student-name'>{info.profile.name}</Text>
          <Text className='student-info__phone'>{`${t('teaching.student.phone')} ${info.profile.phone}`}</Text>
        </View>
      </View>
      <CellGroup title={t('teaching.student.classes')} data-testid='student-classes'>
        {info.classes.length === 0 && <Cell title={t('teaching.student.none')} />}
        {info.classes.map((c) => (
          <Cell key={c.classId} title={c.name} description={`${c.startDate} ~ ${c.endDate}`} extra={t(`teaching.states.${c.status}`)} />
        ))}
      </CellGroup>
      <CellGroup title={t('teaching.student.attendance')} data-testid='student-attendance'>
        <Cell title={t('teaching.student.attendanceLine', totals)} />
        {info.attendance.map((a) => (
          <Cell key={a.sessionId} title={`${a.className} · ${a.sessionTitle}`} description={sessionTimeText(a)}
            extra={t(`teaching.roster.marks.${a.status ?? 'none'}`)} />
        ))}
      </CellGroup>
      <CellGroup title={t('teaching.student.homework')} data-testid='student-homework'>
        {HOMEWORK_COUNTS.map((key) => (
          <Cell key={key} title={t(`teaching.student.homeworkStates.${key}`)} extra={String(info.homework[key])} />
        ))}
      </CellGroup>
      <CellGroup title={t('teaching.student.exams')}>
        {info.exams.length === 0 && <Cell title={t('teaching.student.none')} />}
        {info.exams.map((e) => (
          <Cell key={`${e.name}-${e.date}`} title={e.name} description={e.date}
            extra={e.score === null ? '—' : t('teaching.student.score', { n: e.score })} />
        ))}
      </CellGroup>
    </View>
  )
}

function StudentInfoPage() {
  usePageTitle('studentInfo')
  const params = useRouteParams('pages/student/info')
  const remote = useRemote(() => (params ? getStudentInfo(params.id) : Promise.resolve(undefined)), [params?.id])
  if (!params) return <InvalidLink />
  return (
    <View className='student-info-page'>
      <RemoteView remote={remote} emptyTitle={t('teaching.student.notFound')}>{(info) => <Record info={info} />}</RemoteView>
    </View>
  )
}

export default observer(StudentInfoPage)
