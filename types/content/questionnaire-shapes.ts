// Shapes of questionnaires for learners and the back office, and the one rule deciding whether an
// answer fits its question: pure and zod-free, so the server refuses exactly what the app's form marks beside a
// question (server/src/contexts/content/questionnaires/, src/features/questionnaire/).
import type { PageQuery } from '../envelope'
import type { PublicationState } from './shapes'

export const QUESTION_KINDS = ['single', 'multiple', 'rating', 'text'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

/** Limits shared by the console's form, the server's schemas and the app's form. */
export const QUESTIONNAIRE_LIMITS = {
  titleMax: 50,
  descriptionMax: 500,
  questionsMax: 50,
  questionTitleMax: 100,
  /** A choice question offers 2..10 options of at most 50 characters. */
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 50,
  /** A rating question scores 1..ratingMax, ratingMax from 3 to 10 (5 stars by default). */
  ratingMaxMin: 3,
  ratingMaxMax: 10,
  /** A text answer, once trimmed. */
  textMax: 500
} as const

export interface Question {
  id: number
  kind: QuestionKind
  title: string
  required: boolean
  /** Choices of single and multiple questions; [] for rating and text. */
  options: string[]
  /** Highest score of a rating question; null for the other kinds. */
  ratingMax: number | null
}

/** One answer: option indexes (single: exactly one; multiple: distinct), a score, or a text, by the question's kind. */
export interface AnswerInput {
  questionId: number
  options?: number[]
  score?: number
  text?: string
}

export interface SubmitAnswersInput {
  answers: AnswerInput[]
}

export type AnswerValue = Omit<AnswerInput, 'questionId'>

/** Why an answer does not fit its question; null when it fits. A blank answer to an optional question fits. */
export type AnswerProblem = 'required' | 'wrongKind' | 'chooseOne' | 'optionRange' | 'duplicateOption' | 'ratingRange' | 'textTooLong'

/** True when the answer says nothing (no option, no score, blank text): the question counts as unanswered. */
export function isBlankAnswer(answer: AnswerValue | undefined): boolean {
  if (!answer) return true
  return (answer.options?.length ?? 0) === 0 && answer.score === undefined && !(answer.text ?? '').trim()
}

function kindProblem(question: Question, answer: AnswerValue): AnswerProblem | null {
  const given = [answer.options !== undefined, answer.score !== undefined, answer.text !== undefined].filter(Boolean).length
  const expected = question.kind === 'rating' ? answer.score : question.kind === 'text' ? answer.text : answer.options
  return given !== 1 || expected === undefined ? 'wrongKind' : null
}

function choiceProblem(question: Question, options: number[]): AnswerProblem | null {
  if (question.kind === 'single' && options.length !== 1) return 'chooseOne'
  if (options.some((i) => !Number.isInteger(i) || i < 0 || i >= question.options.length)) return 'optionRange'
  return new Set(options).size !== options.length ? 'duplicateOption' : null
}

export function answerProblem(question: Question, answer: AnswerValue | undefined): AnswerProblem | null {
  if (isBlankAnswer(answer)) return question.required ? 'required' : null
  const value = answer as AnswerValue
  const wrong = kindProblem(question, value)
  if (wrong) return wrong
  if (question.kind === 'rating') {
    const score = value.score as number
    return Number.isInteger(score) && score >= 1 && score <= (question.ratingMax ?? 0) ? null : 'ratingRange'
  }
  if (question.kind === 'text') return (value.text as string).trim().length > QUESTIONNAIRE_LIMITS.textMax ? 'textTooLong' : null
  return choiceProblem(question, value.options as number[])
}

/** A questionnaire open to learners, in the list. `submitted` is the signed-in learner's (false without a token). */
export interface QuestionnaireSummary {
  id: number
  title: string
  description: string
  /** No submissions after this time when set. */
  closesAt: string | null
  questionCount: number
  submitted: boolean
}

export interface QuestionnaireDetail extends QuestionnaireSummary {
  /** Past its closing time: shown, but submissions are refused (QUESTIONNAIRE_CLOSED). */
  closed: boolean
  /** When the signed-in learner submitted it; null otherwise. */
  submittedAt: string | null
  questions: Question[]
}

export interface SubmitResult {
  submittedAt: string
}

// ---- Back office ----

export interface AdminQuestionnaireSummary {
  id: number
  title: string
  sort: number
  state: PublicationState
  publishAt: string | null
  closesAt: string | null
  closed: boolean
  questionCount: number
  responseCount: number
  updatedAt: string
}

export interface AdminQuestionnaire extends AdminQuestionnaireSummary {
  description: string
  /** Questions are frozen once a questionnaire has responses (responseCount > 0). */
  questions: Question[]
  createdAt: string
}

export interface QuestionInput {
  kind: QuestionKind
  title: string
  required?: boolean
  options?: string[]
  ratingMax?: number
}

export interface AdminQuestionnaireInput {
  title: string
  description?: string
  /** ISO time with offset; null or absent = no closing time. */
  closesAt?: string | null
  sort?: number
  /**
   * The questions in order; they replace the stored ones. Required on create; on edit it may be left out (the
   * questions stay), and once there are responses it must be left out or equal the stored questions.
   */
  questions?: QuestionInput[]
}

/** A new questionnaire comes with its questions. */
export interface AdminQuestionnaireCreateInput extends AdminQuestionnaireInput {
  questions: QuestionInput[]
}

export interface AdminQuestionnaireListQuery extends PageQuery {
  state?: PublicationState
  keyword?: string
}

export interface OptionTally {
  label: string
  count: number
  /** Of the responses that answered the question, one decimal (a multiple question's options add up to more). */
  percent: number
}

export interface ScoreTally {
  score: number
  count: number
  percent: number
}

export interface QuestionResult {
  questionId: number
  kind: QuestionKind
  title: string
  required: boolean
  /** Responses that answered this question. */
  answered: number
  /** single and multiple: each option in order; [] otherwise. */
  options: OptionTally[]
  /** rating: the mean score (two decimals) and every score 1..ratingMax; null and [] otherwise. */
  average: number | null
  scores: ScoreTally[]
}

export interface QuestionnaireResults {
  questionnaireId: number
  responseCount: number
  questions: QuestionResult[]
}

export interface TextAnswer {
  responseId: number
  text: string
  createdAt: string
}

/** One response for the export: the respondent (phone masked) and the answers by question id. */
export interface AdminQuestionnaireResponse {
  id: number
  respondentName: string
  /** 138****0001: the export needs to tell respondents apart, not to call them. */
  respondentPhone: string
  createdAt: string
  answers: Record<string, number[] | number | string>
}
