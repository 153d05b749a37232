// The practical exam's scoring form: one score per rubric item (within its maximum), the total, and one submit
// after a confirmation; once submitted the form shows the locked scores (corrections go through the back office).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { JudgeScoring } from '@contract/certification/shapes'
import { confirmAction } from '@/shared/confirm'
import { t } from '@/shared/i18n'
import { numericInputProps } from '@/shared/platform/numeric-input'
import { dateTimeText } from '@/shared/time'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { submitJudgeScore } from '../api'
import './judging.scss'

type Draft = Record<number, string>

function parsed(draft: Draft, rubric: JudgeScoring['rubric']): number[] | null {
  const values = rubric.map((item) => (/^\d+$/.test(draft[item.id] ?? '') ? Number(draft[item.id]) : NaN))
  return values.every((v, i) => Number.isInteger(v) && v <= rubric[i]!.maxScore) ? values : null
}

export const ScoringForm = observer(({ form, onSubmitted }: { form: JudgeScoring; onSubmitted: (next: JudgeScoring) => void }) => {
  const locked = form.submitted
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries((locked?.items ?? []).map((i) => [i.itemId, String(i.score)])))
  const [error, setError] = useState('')
  const values = parsed(draft, form.rubric)
  const send = useAction(async () => {
    if (!values) { setError(t('certification.judge.fill')); return }
    if (!(await confirmAction({ content: t('certification.judge.confirm') }))) return
    const next = await submitJudgeScore(form.candidate.registrationId, { items: form.rubric.map((item, i) => ({ itemId: item.id, score: values[i]! })) })
    void showToast(t('certification.judge.done'))
    onSubmitted(next)
  })
  return (
    <View className='judge-form' data-testid='scoring-form' data-locked={String(Boolean(locked))}>
      <Text className='judge-form__heading'>{t('certification.judge.rubric')}</Text>
      {form.rubric.map((item) => (
        <View key={item.id} className='judge-form__item' data-testid='rubric-item'>
          <View className='judge-form__label'>
            <Text className='judge-form__title'>{item.title}</Text>
            <Text className='judge-form__max'>{t('certification.judge.maxScore', { n: item.maxScore })}</Text>
          </View>
          <Input className='judge-form__input' {...numericInputProps('whole')} disabled={Boolean(locked)} value={draft[item.id] ?? ''}
            maxLength={4} placeholder={`0-${item.maxScore}`} aria-label={t('certification.judge.scoreLabel', { title: item.title, max: item.maxScore })}
            onChange={(text) => { setError(''); setDraft({ ...draft, [item.id]: text.replace(/\D/g, '') }) }} data-testid='rubric-score' />
        </View>
      ))}
      <View className='judge-form__total'>
        <Text>{t('certification.judge.total')}</Text>
        <Text data-testid='scoring-total'>{locked ? locked.total : values ? values.reduce((a, b) => a + b, 0) : '—'}</Text>
      </View>
      {error && <Text className='judge-form__error' data-testid='scoring-error'>{error}</Text>}
      {locked
        ? <Text className='judge-form__locked' data-testid='scoring-locked'>{t('certification.judge.locked')} · {t('certification.judge.submittedAt')} {dateTimeText(locked.submittedAt)}</Text>
        : <Button block type='primary' disabled={send.busy} onClick={() => void send.run()} data-testid='scoring-submit'>{t('certification.judge.submit')}</Button>}
    </View>
  )
})
