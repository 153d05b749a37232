// The form's answers and what is wrong with them, by the rule the server applies (types/content/questionnaire-shapes.ts), so a
// problem shows beside its question before anything is sent.
import {
  answerProblem, isBlankAnswer, QUESTIONNAIRE_LIMITS, type AnswerInput, type AnswerProblem, type AnswerValue, type Question
} from '@contract/content/questionnaire-shapes'
import { t } from '@/shared/i18n'

/** What the learner has given so far, by question id. */
export type Answers = Record<number, AnswerValue>

/** The problem of each question that has one, by question id. */
export function problemsOf(questions: Question[], answers: Answers): Record<number, AnswerProblem> {
  const problems: Record<number, AnswerProblem> = {}
  for (const q of questions) {
    const problem = answerProblem(q, answers[q.id])
    if (problem) problems[q.id] = problem
  }
  return problems
}

/** The body of the submit call: every non-blank answer, texts trimmed. */
export function toAnswerInputs(questions: Question[], answers: Answers): AnswerInput[] {
  return questions.flatMap((q) => {
    const answer = answers[q.id]
    if (!answer || isBlankAnswer(answer)) return []
    return [{ questionId: q.id, ...answer, ...(answer.text !== undefined ? { text: answer.text.trim() } : {}) }]
  })
}

const PROBLEM_TEXTS: Record<AnswerProblem, (q: Question) => string> = {
  required: () => t('questionnaire.problems.required'),
  wrongKind: () => t('questionnaire.problems.wrongKind'),
  chooseOne: () => t('questionnaire.problems.chooseOne'),
  optionRange: () => t('questionnaire.problems.optionRange'),
  duplicateOption: () => t('questionnaire.problems.duplicateOption'),
  ratingRange: (q) => t('questionnaire.problems.ratingRange', { max: q.ratingMax ?? 0 }),
  textTooLong: () => t('questionnaire.problems.textTooLong', { max: QUESTIONNAIRE_LIMITS.textMax })
}

export const problemText = (problem: AnswerProblem, question: Question) => PROBLEM_TEXTS[problem](question)
