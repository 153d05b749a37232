// One of the teacher's own leave requests: from when to when, why, where it stands and the reviewer's reply.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { OwnLeave } from '@contract/classroom/teacher-shapes'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import './teaching-card.scss'

function OwnLeaveCardImpl({ item }: { item: OwnLeave }) {
  return (
    <View className='teaching-card' data-testid='own-leave' data-status={item.status}>
      <View className='teaching-card__head'>
        <Text className='teaching-card__title'>{`${dateTimeText(item.startsAt)} ~ ${dateTimeText(item.endsAt)}`}</Text>
        <Text className={`teaching-card__state teaching-card__state--${item.status}`}>{t(`teaching.leave.states.${item.status}`)}</Text>
      </View>
      <Text className='teaching-card__text'>{item.reason}</Text>
      {item.reply && <Text className='teaching-card__line'>{t('teaching.leave.reviewer', { text: item.reply })}</Text>}
    </View>
  )
}

export const OwnLeaveCard = observer(OwnLeaveCardImpl)
