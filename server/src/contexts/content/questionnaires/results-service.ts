// What the back office reads from the answers: per-question figures, one text question's answers, and every
// response for the CSV export (the respondent's phone masked: the export tells respondents apart, it is not a
// call list).
import type {
  AdminQuestionnaireResponse, Question, QuestionnaireResults, QuestionResult, TextAnswer
} from '@contract/content/questionnaire-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { mustFind } from './admin-service'
import * as repo from './repo'
import * as responses from './response-repo'
import { toQuestion } from './service'

/** Share of the whole in percent with one decimal; 0 of nothing is 0. */
export const percentOf = (count: number, whole: number) => (whole === 0 ? 0 : Math.round((count * 1000) / whole) / 10)

const countOf = (tallies: responses.Tally[], questionId: number, value: number) =>
  tallies.find((t) => t.questionId === questionId && t.value === value)?.count ?? 0

function resultOf(q: Question, answered: number, options: responses.Tally[], scores: responses.Tally[]): QuestionResult {
  const base = { questionId: q.id, kind: q.kind, title: q.title, required: q.required, answered, options: [], average: null, scores: [] }
  if (q.kind === 'single' || q.kind === 'multiple') {
    return { ...base, options: q.options.map((label, i) => ({ label, count: countOf(options, q.id, i), percent: percentOf(countOf(options, q.id, i), answered) })) }
  }
  if (q.kind !== 'rating') return base
  const dist = Array.from({ length: q.ratingMax ?? 0 }, (_, i) => ({ score: i + 1, count: countOf(scores, q.id, i + 1) }))
  const sum = dist.reduce((s, d) => s + d.score * d.count, 0)
  return {
    ...base,
    average: answered === 0 ? null : Math.round((sum * 100) / answered) / 100,
    scores: dist.map((d) => ({ ...d, percent: percentOf(d.count, answered) }))
  }
}

export async function results(db: Db, id: number): Promise<QuestionnaireResults> {
  const row = await mustFind(db, id)
  const [questions, answered, options, scores] = await Promise.all([
    repo.listQuestions(db, id), responses.answeredCounts(db, id), responses.optionTallies(db, id), responses.scoreTallies(db, id)
  ])
  return {
    questionnaireId: id,
    responseCount: row.responseCount,
    questions: questions.map(toQuestion).map((q) => resultOf(q, answered.get(q.id) ?? 0, options, scores))
  }
}

export async function textAnswers(db: Db, id: number, questionId: number, query: PageQueryInput): Promise<Paged<TextAnswer>> {
  await mustFind(db, id)
  const question = (await repo.listQuestions(db, id)).find((q) => q.id === questionId)
  if (!question) throw userError('NOT_FOUND', '题目不存在')
  if (question.kind !== 'text') throw userError('VALIDATION', '只有问答题有文字回答')
  const { rows, total } = await responses.listTexts(db, id, questionId, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page: query.page, size: query.size }
}

/** 13800000001 → 138****0001; other numbers keep only their ends. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  return phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : '****'
}

export async function listResponses(db: Db, id: number, query: PageQueryInput): Promise<Paged<AdminQuestionnaireResponse>> {
  await mustFind(db, id)
  const { rows, total } = await responses.listResponses(db, id, { offset: offsetOf(query), limit: query.size })
  const list = rows.map((r) => ({
    id: r.id, respondentName: r.name, respondentPhone: maskPhone(r.phone), createdAt: r.createdAt.toISOString(), answers: r.answers
  }))
  return { list, total, page: query.page, size: query.size }
}
