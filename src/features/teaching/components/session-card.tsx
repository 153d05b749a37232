// One session of the teacher's: class and title, time and venue, where it stands, attendance so far; the check-in
// QR while check-in can still happen, and attendance by hand.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { TeacherSession } from '@contract/classroom/teacher-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { sessionPhase, sessionTimeText } from '../session-text'
import './teaching-card.scss'

function SessionCardImpl({ item, onTakeAttendance }: { item: TeacherSession; onTakeAttendance: (session: TeacherSession) => void }) {
  const phase = sessionPhase(item)
  const canShowCode = phase === 'upcoming' || phase === 'ongoing'
  return (
    <View className='teaching-card' data-testid='teacher-session' data-session-id={item.id} data-phase={phase}>
      <View className='teaching-card__head'>
        <Text className='teaching-card__title'>{`${item.className} · ${item.title}`}</Text>
        <Text className={`teaching-card__state teaching-card__state--${phase}`}>{t(`teaching.states.${phase === 'cancelled' ? 'cancelled' : phase}`)}</Text>
      </View>
      <View className='teaching-card__line'>
        <Text className='teaching-card__part'>{sessionTimeText(item)}</Text>
        {item.venue && <Text className='teaching-card__part'>{item.venue.name}</Text>}
      </View>
      <View className='teaching-card__line'>
        <Text className='teaching-card__part' data-testid='session-attendance'>
          {t('teaching.sessions.attendance', { checkedIn: item.present + item.late, expected: item.expected })}
        </Text>
        {item.leave > 0 && <Text className='teaching-card__part'>{t('teaching.sessions.leaves', { n: item.leave })}</Text>}
      </View>
      {phase !== 'cancelled' && (
        <View className='teaching-card__foot'>
          <Button size='small' fill='outline' data-testid='session-by-hand' onClick={() => onTakeAttendance(item)}>
            {t('teaching.sessions.byHand')}
          </Button>
          {canShowCode && (
            <Button size='small' fill='outline' type='primary' data-testid='session-qr' onClick={() => openPage('pages/course/signEwm', { id: item.id })}>
              {t('teaching.sessions.qr')}
            </Button>
          )}
        </View>
      )}
    </View>
  )
}

export const SessionCard = observer(SessionCardImpl)
