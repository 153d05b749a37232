// One session in 签到详情: what it was, when, and how the learner attended (checked in at, late, leave, absent).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AttendanceRecord } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { clockText } from '@/shared/time'
import { sessionTimeParts } from '../timetable'
import './record-row.scss'

function AttendanceRowImpl({ record }: { record: AttendanceRecord }) {
  const status = record.status ?? 'none'
  return (
    <View className='record-row' data-testid='attendance-row' data-session-id={record.sessionId} data-status={status}>
      <View className='record-row__head'>
        <Text className='record-row__title'>{record.sessionTitle}</Text>
        <Text className={`record-row__tag record-row__tag--${status}`}>{t(`classroom.session.attendance.${status}`)}</Text>
      </View>
      <Text className='record-row__line'>{record.className}</Text>
      <Text className='record-row__line'>{t('classroom.session.time', sessionTimeParts(record))}</Text>
      {record.checkedInAt && <Text className='record-row__line'>{t('classroom.sign.checkedInAt', { time: clockText(record.checkedInAt) })}</Text>}
      {record.remark && <Text className='record-row__line'>{record.remark}</Text>}
    </View>
  )
}

export const AttendanceRow = observer(AttendanceRowImpl)
