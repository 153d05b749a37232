// What can be done from 班级详情: everyone sees the timetable and the photos; a learner holding a seat also checks
// in, rates, moves to another class (transfers left shown), retrains when the policy allows, reads the reminders
// and, in the mini-program, allows reminder messages.
import { Text, View } from '@tarojs/components'
import { Button, Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { ClassDetail } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { session } from '@/shared/session'
import { useReminderSubscription } from '../subscribe'
import './class-actions.scss'

function ReminderButton() {
  const reminders = useReminderSubscription(session.isLoggedIn)
  if (!reminders.available) return null
  if (reminders.state !== 'idle') {
    const key = reminders.state === 'accepted' ? 'classroom.info.subscribed' : 'classroom.info.subscribeRejected'
    return <Text className='class-actions__note' data-testid='reminder-state'>{t(key)}</Text>
  }
  return (
    <Button block fill='outline' type='primary' data-testid='reminder-subscribe' onClick={() => void reminders.ask()}>
      {t('classroom.info.subscribe')}
    </Button>
  )
}

function ClassActionsImpl({ detail }: { detail: ClassDetail }) {
  const seat = detail.mySeat?.status === 'active' ? detail.mySeat : null
  return (
    <View className='class-actions' data-testid='class-actions'>
      <CellGroup>
        <Cell title={t('classroom.info.allSessions')} clickable extra='›' data-testid='open-timetable'
          onClick={() => openPage('pages/course/timetable', { classId: detail.id })} />
        <Cell title={t('classroom.info.wonderful')} clickable extra='›' data-testid='open-wonderful'
          onClick={() => openPage('pages/course/wonderful', { id: detail.id })} />
        {seat && <Cell title={t('classroom.info.signDetail')} clickable extra='›' data-testid='open-sign'
          onClick={() => openPage('pages/course/signDetail', { classId: detail.id })} />}
        {seat && <Cell title={t('classroom.info.rate')} clickable extra='›' data-testid='open-rating'
          onClick={() => openPage('pages/mine/epAssessmento/questionStudent', { classId: detail.id })} />}
        {seat && <Cell title={t('classroom.info.notices')} clickable extra='›' data-testid='open-notices'
          onClick={() => openPage('pages/course/notices')} />}
        {seat && <Cell title={t('classroom.info.transfer')} clickable data-testid='open-transfer'
          extra={t('classroom.info.transfersLeft', { n: seat.transfersLeft })}
          onClick={() => openPage('pages/course/transfer', { seatId: seat.seatId })} />}
        {seat?.canRetrain && <Cell title={t('classroom.info.retrain')} clickable extra='›' data-testid='open-retrain'
          onClick={() => openPage('pages/course/retrain', { seatId: seat.seatId })} />}
      </CellGroup>
      {seat && <ReminderButton />}
    </View>
  )
}

export const ClassActions = observer(ClassActionsImpl)
