// The teacher's decision on an answer: approve with a score, or reject with a reason (the learner then hands in
// again). Both keep a comment the learner sees.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { HOMEWORK_SCORE_MAX, type GradeDecision, type GradeInput } from '@contract/classroom/homework-shapes'
import { t } from '@/shared/i18n'
import { numericInputProps } from '@/shared/platform/numeric-input'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import '../coursework.scss'

function parseScore(text: string): number | null {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= HOMEWORK_SCORE_MAX ? n : null
}

function GradeFormImpl({ onGrade }: { onGrade: (input: GradeInput) => Promise<unknown> }) {
  const [score, setScore] = useState('')
  const [comment, setComment] = useState('')
  const grade = useAction(async (decision: GradeDecision) => {
    const value = parseScore(score)
    if (decision === 'approved' && value === null) return showToast(t('coursework.grading.needScore'))
    if (decision === 'rejected' && !comment.trim()) return showToast(t('coursework.grading.needComment'))
    await onGrade({ decision, score: value, comment })
  })
  return (
    <View className='cw-form' data-testid='grade-form'>
      <Text className='cw-label' id='cw-score-label'>{t('coursework.homework.scoreLabel')}</Text>
      <Input {...numericInputProps('whole')} value={score} onChange={setScore} placeholder={t('coursework.grading.scorePlaceholder')}
        aria-labelledby='cw-score-label' data-testid='grade-score' />
      <Text className='cw-label' id='cw-comment-label'>{t('coursework.homework.comment')}</Text>
      <TextArea value={comment} maxLength={500} showCount autoSize onChange={setComment}
        placeholder={t('coursework.grading.commentPlaceholder')} aria-labelledby='cw-comment-label' data-testid='grade-comment' />
      <View className='cw-bar cw-bar--two'>
        <Button fill='outline' type='danger' loading={grade.busy} data-testid='grade-reject' onClick={() => void grade.run('rejected')}>
          {t('coursework.grading.reject')}
        </Button>
        <Button type='primary' loading={grade.busy} data-testid='grade-approve' onClick={() => void grade.run('approved')}>
          {t('coursework.grading.approve')}
        </Button>
      </View>
    </View>
  )
}

export const GradeForm = observer(GradeFormImpl)
