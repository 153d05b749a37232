// What learners do with questionnaires: list the open ones (marking those they submitted), open one, submit it
// once. The unique (questionnaire, user) key decides between parallel submits: insert … on conflict do nothing, and
// an insert that wrote nothing means the user had already submitted.
import {
  answerProblem, type AnswerInput, type AnswerProblem, type Question, type QuestionnaireDetail, type QuestionnaireSummary,
  type SubmitResult, isBlankAnswer, QUESTIONNAIRE_LIMITS
} from '@contract/content/questionnaire-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import * as repo from './repo'
import * as responses from './response-repo'
import type { SubmitInput } from './schemas'

/** Hidden and missing answer alike, so a draft's existence does not leak. */
export const questionnaireNotFound = () => userError('NOT_FOUND', '问卷不存在或已下线')

export const toQuestion = (row: repo.QuestionRow): Question =>
  ({ id: row.id, kind: row.kind, title: row.title, required: row.required, options: row.options, ratingMax: row.ratingMax })

const isClosed = (closesAt: Date | null, now: Date) => closesAt !== null && closesAt <= now

function toSummary(row: repo.QuestionnaireRow, submitted: Date | undefined): QuestionnaireSummary {
  return {
    id: row.id, title: row.title, description: row.description, closesAt: row.closesAt?.toISOString() ?? null,
    questionCount: row.questionCount, submitted: submitted !== undefined
  }
}

export async function listOpen(db: Db, userId: number | undefined, query: PageQueryInput, now: Date): Promise<Paged<QuestionnaireSummary>> {
  const { rows, total } = await repo.listQuestionnaires(db, repo.open(now), { offset: offsetOf(query), limit: query.size })
  const mine = userId ? await responses.submittedAt(db, userId, rows.map((row) => row.id)) : new Map<number, Date>()
  return { list: rows.map((row) => toSummary(row, mine.get(row.id))), total, page: query.page, size: query.size }
}

export async function getVisible(db: Db, id: number, userId: number | undefined, now: Date): Promise<QuestionnaireDetail> {
  const row = await repo.findQuestionnaire(db, id, repo.visible(now))
  if (!row) throw questionnaireNotFound()
  const [questions, mine] = await Promise.all([
    repo.listQuestions(db, id),
    userId ? responses.submittedAt(db, userId, [id]) : new Map<number, Date>()
  ])
  const submitted = mine.get(id)
  return {
    ...toSummary(row, submitted), closed: isClosed(row.closesAt, now), submittedAt: submitted?.toISOString() ?? null,
    questions: questions.map(toQuestion)
  }
}

const PROBLEMS: Record<AnswerProblem, (q: Question) => string> = {
  required: () => '为必答题，请作答',
  wrongKind: (q) => (q.kind === 'rating' ? '应为评分' : q.kind === 'text' ? '应为文字回答' : '应为选项'),
  chooseOne: () => '为单选题，请只选择一项',
  optionRange: () => '的选项不存在，请刷新后重新选择',
  duplicateOption: () => '的选项不能重复',
  ratingRange: (q) => `的评分应为1到${q.ratingMax}分`,
  textTooLong: () => `的回答不能超过${QUESTIONNAIRE_LIMITS.textMax}个字`
}

/** The answers as stored ({questionId: indexes | score | trimmed text}), or the first problem, naming its question. */
export function storedAnswers(questions: Question[], answers: AnswerInput[]): responses.StoredAnswers {
  const byId = new Map(answers.map((a) => [a.questionId, a]))
  if (byId.size !== answers.length) throw userError('QUESTIONNAIRE_ANSWER_INVALID', '同一道题只能作答一次')
  const known = new Set(questions.map((q) => q.id))
  if (answers.some((a) => !known.has(a.questionId))) throw userError('QUESTIONNAIRE_ANSWER_INVALID', '问卷内容已更新，请刷新后重新填写')
  const stored: responses.StoredAnswers = {}
  questions.forEach((q, i) => {
    const answer = byId.get(q.id)
    const problem = answerProblem(q, answer)
    if (problem) {
      throw userError(problem === 'required' ? 'QUESTIONNAIRE_ANSWER_REQUIRED' : 'QUESTIONNAIRE_ANSWER_INVALID', `第${i + 1}题「${q.title}」${PROBLEMS[problem](q)}`)
    }
    if (!answer || isBlankAnswer(answer)) return
    stored[String(q.id)] = q.kind === 'rating' ? answer.score! : q.kind === 'text' ? answer.text!.trim() : answer.options!
  })
  return stored
}

const alreadySubmitted = () => userError('QUESTIONNAIRE_ALREADY_SUBMITTED', '你已提交过这份问卷，每人只能提交一次，感谢参与')

export async function submit(db: Db, userId: number, id: number, input: SubmitInput, now: Date): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    // A share lock: parallel submits go on together, an edit of the questions waits for them (and they for it).
    const row = await repo.lockQuestionnaire(tx, id, 'share', repo.visible(now))
    if (!row) throw questionnaireNotFound()
    if ((await responses.submittedAt(tx, userId, [id])).has(id)) throw alreadySubmitted()
    if (isClosed(row.closesAt, now)) throw userError('QUESTIONNAIRE_CLOSED', '问卷已截止，不能再提交')
    const answers = storedAnswers((await repo.listQuestions(tx, id)).map(toQuestion), input.answers)
    const createdAt = await responses.insertResponse(tx, { questionnaireId: id, userId, answers, createdAt: now })
    if (!createdAt) throw alreadySubmitted()
    return { submittedAt: createdAt.toISOString() }
  })
}
