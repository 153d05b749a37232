// 添加请假申请: the teacher asks leave for a span of time (from, to, why); academic staff review it in the back
// office, and the request shows with its status on 请假申请.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { chinaDate } from '@contract/china-time'
import { LEAVE_REASON_MAX } from '@contract/classroom/constants'
import { teachingMessages } from '@/locales/teaching'
import { registerMessages, t } from '@/shared/i18n'
import { goBackWithToast } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { FieldRow } from '@/shared/ui/field-row'
import { Picker } from '@/shared/ui/picker'
import { useAction } from '@/shared/use-action'
import { askOwnLeave } from '@/features/teaching/api'
import {
  emptyOwnLeave, ownLeaveInput, ownLeaveProblems, type OwnLeaveDraft, type OwnLeaveProblems
} from '@/features/teaching/own-leave-form'
import './teacher.scss'
import './addLeaveAsk.scss'

registerMessages(teachingMessages)

function WhenRow({ field, date, time, error, onDate, onTime }: {
  field: 'from' | 'to'; date: string; time: string; error?: string; onDate: (v: string) => void; onTime: (v: string) => void
}) {
  return (
    <FieldRow field={field} label={t(`teaching.addLeave.${field}`)} error={error}>
      <View className='own-leave__when'>
        <Picker mode='date' value={date || undefined} start={chinaDate(new Date())} onChange={onDate}>
          <Text className={date ? '' : 'own-leave__placeholder'}>{date || t('teaching.addLeave.choose')}</Text>
        </Picker>
        <Picker mode='time' value={time} onChange={onTime}>
          <Text>{time}</Text>
        </Picker>
      </View>
    </FieldRow>
  )
}

function AddLeaveAskPage() {
  usePageTitle('addLeaveAsk')
  const [draft, setDraft] = useState<OwnLeaveDraft>(emptyOwnLeave)
  const [problems, setProblems] = useState<OwnLeaveProblems>({})
  const set = (part: Partial<OwnLeaveDraft>) => {
    setDraft((prev) => ({ ...prev, ...part }))
    setProblems({})
  }
  const submit = useAction(async () => {
    const found = ownLeaveProblems(draft, new Date())
    setProblems(found)
    if (Object.keys(found).length) return
    await askOwnLeave(ownLeaveInput(draft))
    goBackWithToast(t('teaching.addLeave.submitted'))
  })
  return (
    <View className='teacher-page teacher-page--with-bar own-leave' data-testid='own-leave-form'>
      <View className='own-leave__form'>
        <WhenRow field='from' date={draft.fromDate} time={draft.fromTime} error={problems.from}
          onDate={(fromDate) => set({ fromDate, toDate: draft.toDate || fromDate })} onTime={(fromTime) => set({ fromTime })} />
        <WhenRow field='to' date={draft.toDate} time={draft.toTime} error={problems.to}
          onDate={(toDate) => set({ toDate })} onTime={(toTime) => set({ toTime })} />
        <FieldRow field='reason' label={t('teaching.addLeave.reason')} error={problems.reason}>
          <View />
        </FieldRow>
        <TextArea className='own-leave__reason' value={draft.reason} maxLength={LEAVE_REASON_MAX} showCount
          placeholder={t('teaching.addLeave.reasonPlaceholder')} onChange={(reason) => set({ reason })} />
      </View>
      <View className='teacher-page__bar'>
        <Button type='primary' block loading={submit.busy} data-testid='own-leave-submit' onClick={submit.run}>{t('teaching.addLeave.submit')}</Button>
      </View>
    </View>
  )
}

export default observer(AddLeaveAskPage)
