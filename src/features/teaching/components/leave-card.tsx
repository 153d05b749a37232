// A learner's leave request as the teacher reviews it: who, which session, why, where it stands; a pending one is
// approved at once or rejected with a reply the learner reads (asked in a sheet).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { LEAVE_REASON_MAX } from '@contract/classroom/constants'
import type { TeacherLeaveRequest } from '@contract/classroom/teacher-shapes'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { dateTimeText } from '@/shared/time'
import { approveLeave, rejectLeave } from '../api'
import './teaching-card.scss'
import './leave-card.scss'

function RejectSheet({ open, onClose, onReject }: { open: boolean; onClose: () => void; onReject: (reply: string) => Promise<void> }) {
  const [reply, setReply] = useState('')
  const [problem, setProblem] = useState('')
  const send = useAction(async () => {
    if (!reply.trim()) return setProblem(t('teaching.leave.reasonRequired'))
    await onReject(reply.trim())
  })
  return (
    <Popup visible={open} position='bottom' round closeable onClose={onClose} title={t('teaching.leave.rejectTitle')}>
      <View className='leave-reject' data-testid='leave-reject-sheet'>
        <TextArea value={reply} maxLength={LEAVE_REASON_MAX} placeholder={t('teaching.leave.reasonPlaceholder')}
          onChange={(value) => { setReply(value); setProblem('') }} />
        {problem && <View className='leave-reject__problem' role='alert'>{problem}</View>}
        <Button type='danger' block loading={send.busy} onClick={send.run} data-testid='leave-reject-confirm'>{t('teaching.leave.reject')}</Button>
      </View>
    </Popup>
  )
}

function LeaveCardImpl({ item, onChanged }: { item: TeacherLeaveRequest; onChanged: () => void }) {
  const [rejecting, setRejecting] = useState(false)
  const approve = useAction(async () => {
    await approveLeave(item.id)
    void showToast(t('teaching.leave.approved'))
    onChanged()
  })
  const reject = async (reply: string) => {
    await rejectLeave(item.id, reply)
    setRejecting(false)
    void showToast(t('teaching.leave.rejected'))
    onChanged()
  }
  return (
    <View className='teaching-card' data-testid='leave-request' data-leave-id={item.id} data-status={item.status}>
      <View className='teaching-card__head'>
        <Text className='teaching-card__title'>{item.learner.name}</Text>
        <Text className={`teaching-card__state teaching-card__state--${item.status}`}>{t(`teaching.leave.states.${item.status}`)}</Text>
      </View>
      <View className='teaching-card__line'>
        <Text className='teaching-card__part'>{`${item.className} · ${item.sessionTitle}`}</Text>
        <Text className='teaching-card__part'>{dateTimeText(item.startsAt)}</Text>
      </View>
      <Text className='teaching-card__text'>{item.reason}</Text>
      {item.reply && <Text className='teaching-card__line'>{t('teaching.leave.reviewer', { text: item.reply })}</Text>}
      {item.status === 'pending' && (
        <View className='teaching-card__foot'>
          <Button size='small' fill='outline' data-testid='leave-reject' onClick={() => setRejecting(true)}>{t('teaching.leave.reject')}</Button>
          <Button size='small' type='primary' loading={approve.busy} data-testid='leave-approve' onClick={approve.run}>{t('teaching.leave.approve')}</Button>
        </View>
      )}
      <RejectSheet open={rejecting} onClose={() => setRejecting(false)} onReject={reject} />
    </View>
  )
}

export const LeaveCard = observer(LeaveCardImpl)
