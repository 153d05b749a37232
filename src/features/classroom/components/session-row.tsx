// One session (课次) in a list: title, China time, teacher and venue, cancelled/moved tags, the learner's
// attendance or leave, and 请假 while leave may still be asked.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { ClassSession } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { canAskLeave, learnerMarkKey, learnerMarkTone } from '../session-state'
import { sessionTimeParts } from '../timetable'
import './session-row.scss'

interface Props {
  session: ClassSession
  /** Shows the class's name (the timetable mixes classes). */
  showClass?: boolean
  onAskLeave?: (session: ClassSession) => void
}

function SessionRowImpl({ session, showClass, onAskLeave }: Props) {
  const mark = learnerMarkKey(session)
  const cancelled = session.status === 'cancelled'
  return (
    <View className={`session-row ${cancelled ? 'session-row--cancelled' : ''}`} data-testid='session-row'
      data-session-id={session.id}>
      <View className='session-row__head'>
        <Text className='session-row__title'>{session.title}</Text>
        {cancelled && <Text className='session-row__tag session-row__tag--warn'>{t('classroom.session.cancelled')}</Text>}
        {!cancelled && session.moved && <Text className='session-row__tag session-row__tag--warn'>{t('classroom.session.moved')}</Text>}
        {mark && (
          <Text className={`session-row__tag session-row__tag--${learnerMarkTone(session)}`} data-testid='session-mark'>{t(mark)}</Text>
        )}
      </View>
      <Text className='session-row__line' data-testid='session-time'>{t('classroom.session.time', sessionTimeParts(session))}</Text>
      {showClass && <Text className='session-row__line'>{session.className}</Text>}
      <Text className='session-row__line'>
        {[session.teacher?.name, session.venue?.name].filter(Boolean).join(' · ')}
      </Text>
      {onAskLeave && canAskLeave(session, Date.now()) && (
        <View className='session-row__actions'>
          <Button size='small' fill='outline' data-testid='session-ask-leave' onClick={() => onAskLeave(session)}>
            {t('classroom.leave.ask')}
          </Button>
        </View>
      )}
    </View>
  )
}

export const SessionRow = observer(SessionRowImpl)
