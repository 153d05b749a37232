// Asking leave for one session: the reason (required, at most LEAVE_REASON_MAX characters), sent to the class's
// teacher for approval.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { LEAVE_REASON_MAX } from '@contract/classroom/constants'
import type { ClassSession } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { askLeave } from '../api'
import { sessionTimeParts } from '../timetable'
import './leave-form.scss'

interface Props {
  session: ClassSession | null
  onClose: () => void
  onDone: () => void
}

function LeaveFormImpl({ session, onClose, onDone }: Props) {
  const [reason, setReason] = useState('')
  const submit = useAction(async () => {
    if (!session) return
    if (!reason.trim()) return void showToast(t('classroom.leave.reasonRequired'))
    await askLeave({ sessionId: session.id, reason: reason.trim() })
    setReason('')
    void showToast(t('classroom.leave.submitted'))
    onDone()
  })
  return (
    <Popup visible={session !== null} position='bottom' round closeable title={t('classroom.leave.title')} onClose={onClose}>
      {session && (
        <View className='leave-form' data-testid='leave-form'>
          <Text className='leave-form__session'>{session.title}</Text>
          <Text className='leave-form__time'>{t('classroom.session.time', sessionTimeParts(session))}</Text>
          <Text className='leave-form__label' id='leave-reason-label'>{t('classroom.leave.reason')}</Text>
          <TextArea value={reason} maxLength={LEAVE_REASON_MAX} showCount onChange={setReason} data-testid='leave-reason'
            placeholder={t('classroom.leave.reasonPlaceholder')} />
          <Button type='primary' block loading={submit.busy} onClick={submit.run} data-testid='leave-submit'>
            {t('classroom.leave.submit')}
          </Button>
        </View>
      )}
    </Popup>
  )
}

export const LeaveForm = observer(LeaveFormImpl)
