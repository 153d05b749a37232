// One questionnaire: its title and description, a card per question, and the submit button fixed to the bottom.
// After submitting (or when the learner had already, or it closed) the form gives way to QuestionnaireDone.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { QuestionnaireDetail } from '@contract/content/questionnaire-shapes'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { useQuestionnaireForm } from '../use-questionnaire-form'
import { QuestionCard } from './question-card'
import { QuestionnaireDone, type DoneState } from './questionnaire-done'
import './questionnaire-form.scss'

interface Props {
  questionnaire: QuestionnaireDetail
  /** Asks the server again (after "already submitted", to learn when). */
  reload: () => void
}

function Form({ questionnaire, onDone }: { questionnaire: QuestionnaireDetail; onDone: (state: 'thanks' | 'already') => void }) {
  const form = useQuestionnaireForm(questionnaire, { onSubmitted: () => onDone('thanks'), onAlreadySubmitted: () => onDone('already') })
  return (
    <View className='qn-form' data-testid='questionnaire-form'>
      <View className='qn-form__intro'>
        <Text className='qn-form__title'>{questionnaire.title}</Text>
        {questionnaire.description && <Text className='qn-form__desc'>{questionnaire.description}</Text>}
        {questionnaire.closesAt && <Text className='qn-form__deadline'>{t('questionnaire.form.closesAt', { date: dateTimeText(questionnaire.closesAt) })}</Text>}
      </View>
      {questionnaire.questions.map((question, index) => (
        <QuestionCard key={question.id} index={index} question={question} value={form.answers[question.id]}
          problem={form.problems[question.id]} onChange={(value) => form.answer(question.id, value)} />
      ))}
      <View className='qn-form__bar'>
        <Button type='primary' block loading={form.submit.busy} onClick={() => void form.submit.run()} data-testid='questionnaire-submit'>
          {t('questionnaire.form.submit')}
        </Button>
      </View>
    </View>
  )
}

function doneStateOf(questionnaire: QuestionnaireDetail): DoneState | null {
  if (questionnaire.submitted) return { kind: 'already', at: questionnaire.submittedAt }
  return questionnaire.closed ? { kind: 'closed' } : null
}

export const QuestionnaireForm = observer(function QuestionnaireForm({ questionnaire, reload }: Props) {
  const [justDone, setJustDone] = useState<'thanks' | 'already' | null>(null)
  // "Already" from the server shows at once; the reload then brings the time it was submitted.
  const done: DoneState | null = justDone === 'thanks' ? { kind: 'thanks' }
    : doneStateOf(questionnaire) ?? (justDone === 'already' ? { kind: 'already', at: null } : null)
  if (done) return <QuestionnaireDone title={questionnaire.title} state={done} />
  return <Form questionnaire={questionnaire} onDone={(state) => {
    setJustDone(state)
    if (state === 'already') reload()
  }} />
})
