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

/** A cell that opens a page; NutUI's Cell drops data-* attributes, so the test id sits on a wrapper. */
function Entry({ testId, title, extra = '›', onOpen }: { testId: string; title: string; extra?: string; onOpen: () => void }) {
  return <View data-testid={testId}><Cell title={title} clickable extra={extra} onClick={onOpen} /></View>
}

function ClassActionsImpl({ detail }: { detail: ClassDetail }) {
  const seat = detail.mySeat?.status === 'active' ? detail.mySeat : null
  return (
    <View className='class-actions' data-testid='class-actions'>
      <CellGroup>
        <Entry testId='open-timetable' title={t('classroom.info.allSessions')} onOpen={() => openPage('pages/course/timetable', { classId: detail.id })} />
        <Entry testId='open-wonderful' title={t('classroom.info.wonderful')} onOpen={() => openPage('pages/course/wonderful', { id: detail.id })} />
        {seat && (
          <>
            <Entry testId='open-sign' title={t('classroom.info.signDetail')} onOpen={() => openPage('pages/course/signDetail', { classId: detail.id })} />
            <Entry testId='open-rating' title={t('classroom.info.rate')}
              onOpen={() => openPage('pages/mine/epAssessmento/questionStudent', { classId: detail.id })} />
            <Entry testId='open-notices' title={t('classroom.info.notices')} onOpen={() => openPage('pages/course/notices')} />
            <Entry testId='open-transfer' title={t('classroom.info.transfer')} extra={t('classroom.info.transfersLeft', { n: seat.transfersLeft })}
              onOpen={() => openPage('pages/course/transfer', { seatId: seat.seatId })} />
            {seat.canRetrain && <Entry testId='open-retrain' title={t('classroom.info.retrain')}
              onOpen={() => openPage('pages/course/retrain', { seatId: seat.seatId })} />}
          </>
        )}
      </CellGroup>
      {seat && <ReminderButton />}
    </View>
  )
}

export const ClassActions = observer(ClassActionsImpl)
