// Attendance by hand for one session: every learner of the class with their check-in or leave, a tap on a mark
// sets it (the server records who marked it); the learner's name opens their record (学员信息).
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@contract/classroom/constants'
import type { AttendanceRow, TeacherSession } from '@contract/classroom/teacher-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { showToast } from '@/shared/toast'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { getSessionAttendance, markAttendance } from '../api'
import './attendance-sheet.scss'

function RosterRow({ sessionId, row, onMarked }: { sessionId: number; row: AttendanceRow; onMarked: () => void }) {
  const mark = useAction(async (status: AttendanceStatus) => {
    await markAttendance({ sessionId, userId: row.learner.id, status })
    void showToast(t('teaching.roster.saved'))
    onMarked()
  })
  return (
    <View className='attendance-row' data-testid='attendance-row' data-learner-id={row.learner.id} data-status={row.status ?? 'none'}>
      <View className='attendance-row__who'>
        <View className='attendance-row__name' role='link' data-testid='attendance-learner' onClick={() => openPage('pages/student/info', { id: row.learner.id })}>{row.learner.name}</View>
        <Text className={`attendance-row__status attendance-row__status--${row.status ?? 'none'}`}>{t(`teaching.roster.marks.${row.status ?? 'none'}`)}</Text>
      </View>
      <View className='attendance-row__marks' role='group' aria-label={t('teaching.roster.mark')}>
        {ATTENDANCE_STATUSES.map((status) => (
          <Button key={status} size='small' type={row.status === status ? 'primary' : 'default'} fill={row.status === status ? 'solid' : 'outline'}
            disabled={mark.busy} data-testid={`mark-${status}`} onClick={() => mark.run(status)}>
            {t(`teaching.roster.marks.${status}`)}
          </Button>
        ))}
      </View>
    </View>
  )
}

function AttendanceSheetImpl({ session, onClose }: { session: TeacherSession | null; onClose: (changed: boolean) => void }) {
  const remote = useRemote(() => (session ? getSessionAttendance(session.id) : Promise.resolve(undefined)), [session?.id])
  const close = () => onClose(true)
  return (
    <Popup visible={session !== null} position='bottom' round closeable onClose={close}
      title={session ? t('teaching.roster.title', { session: session.title }) : ''}>
      <View className='attendance-sheet' data-testid='attendance-sheet'>
        {remote.loading && !remote.data && <PageLoading />}
        {remote.data && remote.data.rows.length === 0 && <Empty title={t('teaching.roster.empty')} />}
        {remote.data && session && remote.data.rows.map((row) => (
          <RosterRow key={row.learner.id} sessionId={session.id} row={row} onMarked={() => { void remote.reload() }} />
        ))}
      </View>
    </Popup>
  )
}

export const AttendanceSheet = observer(AttendanceSheetImpl)
