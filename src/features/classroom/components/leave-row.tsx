// One of my leave requests: the session, my reason, where it stands, the reviewer's reply; withdraw while pending.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { LeaveRequest } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { useAction } from '@/shared/use-action'
import { withdrawLeave } from '../api'
import './record-row.scss'

function LeaveRowImpl({ leave, onChanged }: { leave: LeaveRequest; onChanged: () => void }) {
  const withdraw = useAction(async () => { await withdrawLeave(leave.id); onChanged() })
  return (
    <View className='record-row' data-testid='leave-row' data-status={leave.status}>
      <View className='record-row__head'>
        <Text className='record-row__title'>{leave.sessionTitle}</Text>
        <Text className={`record-row__tag record-row__tag--leave-${leave.status}`}>{t(`classroom.leave.status.${leave.status}`)}</Text>
      </View>
      <Text className='record-row__line'>{`${leave.className} · ${dateTimeText(leave.startsAt)}`}</Text>
      <Text className='record-row__line'>{t('classroom.leave.reasonText', { reason: leave.reason })}</Text>
      {leave.reply && <Text className='record-row__line'>{t('classroom.leave.replyText', { reply: leave.reply })}</Text>}
      {leave.status === 'pending' && (
        <View className='record-row__actions'>
          <Button size='small' fill='outline' loading={withdraw.busy} onClick={withdraw.run} data-testid='leave-withdraw'>
            {t('classroom.leave.withdraw')}
          </Button>
        </View>
      )}
    </View>
  )
}

export const LeaveRow = observer(LeaveRowImpl)
