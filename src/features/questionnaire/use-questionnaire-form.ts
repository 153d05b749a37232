// One questionnaire's form: the answers, the problems shown beside the questions (checked on submit, then again on
// every change), and submitting. Signed out, submitting opens the login page, which comes back here with the
// answers kept. A second submission (another device, a double tap that slipped through) ends in the submitted state.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import type { AnswerProblem, AnswerValue, QuestionnaireDetail } from '@contract/content/questionnaire-shapes'
import { t } from '@/shared/i18n'
import { openLogin } from '@/shared/navigation'
import { BusinessRefusal } from '@/shared/request'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { problemsOf, toAnswerInputs, type Answers } from './answers'
import { submitQuestionnaire } from './api'

export const questionAnchor = (id: number) => `question-${id}`

interface Handlers {
  /** Submitted now: show the thanks. */
  onSubmitted: () => void
  /** The server says this learner had already submitted: show that state. */
  onAlreadySubmitted: () => void
}

export function useQuestionnaireForm(questionnaire: QuestionnaireDetail, handlers: Handlers) {
  const [answers, setAnswers] = useState<Answers>({})
  const [problems, setProblems] = useState<Record<number, AnswerProblem>>({})
  const [checked, setChecked] = useState(false)

  const answer = (questionId: number, value: AnswerValue) => {
    const next = { ...answers, [questionId]: value }
    setAnswers(next)
    if (checked) setProblems(problemsOf(questionnaire.questions, next))
  }

  const submit = useAction(async () => {
    const found = problemsOf(questionnaire.questions, answers)
    setProblems(found)
    setChecked(true)
    const first = questionnaire.questions.find((q) => found[q.id])
    if (first) {
      void showToast(t('questionnaire.form.fixErrors', { n: Object.keys(found).length }))
      void Taro.pageScrollTo({ selector: `#${questionAnchor(first.id)}`, duration: 200 }).catch(() => undefined)
      return
    }
    if (!session.isLoggedIn) {
      void showToast(t('questionnaire.form.signInFirst'))
      return openLogin()
    }
    try {
      await submitQuestionnaire(questionnaire.id, toAnswerInputs(questionnaire.questions, answers))
      handlers.onSubmitted()
    } catch (err) {
      if (err instanceof BusinessRefusal) handlers.onAlreadySubmitted()
      else throw err
    }
  })

  return { answers, problems, answer, submit }
}
