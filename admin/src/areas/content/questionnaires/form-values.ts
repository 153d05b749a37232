// Between the console and the server's shapes: the form keeps every question's options and top score while the
// operator switches kinds, and the body carries only what the kind takes (and the questions only when they may
// change); an answer becomes a CSV cell.
import type {
  AdminQuestionnaire, AdminQuestionnaireInput, Question, QuestionInput, QuestionKind
} from '@contract/content/questionnaire-shapes'

export interface QuestionForm {
  kind: QuestionKind
  title: string
  required: boolean
  options?: string[]
  ratingMax?: number | null
}

export interface QuestionnaireForm {
  title: string
  description?: string
  closesAt?: string | null
  sort?: number
  questions?: QuestionForm[]
}

function toQuestionInput(q: QuestionForm): QuestionInput {
  const base = { kind: q.kind, title: q.title, required: q.required }
  if (q.kind === 'single' || q.kind === 'multiple') return { ...base, options: (q.options ?? []).map((o) => o.trim()) }
  return q.kind === 'rating' ? { ...base, ratingMax: q.ratingMax ?? 5 } : base
}

/** The request body; `withQuestions` false once the questionnaire has responses (its questions are frozen). */
export function toBody(values: QuestionnaireForm, withQuestions: boolean): AdminQuestionnaireInput {
  return {
    title: values.title,
    description: values.description ?? '',
    closesAt: values.closesAt ?? null,
    sort: values.sort ?? 0,
    ...(withQuestions ? { questions: (values.questions ?? []).map(toQuestionInput) } : {})
  }
}

const toQuestionForm = (q: Question): QuestionForm => ({
  kind: q.kind, title: q.title, required: q.required,
  options: q.options.length > 0 ? q.options : ['', ''],
  ratingMax: q.ratingMax ?? 5
})

export function toForm(record: AdminQuestionnaire): QuestionnaireForm {
  return {
    title: record.title, description: record.description, closesAt: record.closesAt, sort: record.sort,
    questions: record.questions.map(toQuestionForm)
  }
}

/** One answer as a cell: option labels joined with 、, the score, or the text; empty when unanswered. */
export function answerCell(question: Question, answer: number[] | number | string | undefined): string | number {
  if (answer === undefined) return ''
  if (Array.isArray(answer)) return answer.map((i) => question.options[i] ?? '').join('、')
  return answer
}
