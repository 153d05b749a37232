// The back office's questionnaires: list (state, keyword), one, write, edit, publish (now or scheduled), unpublish.
// Each write runs in one transaction with its audit row. Once anybody has answered, the questions are frozen
// (answers refer to them by id and position): an edit may then change only title, description, close time and order.
import type { AdminQuestionnaire, AdminQuestionnaireSummary } from '@contract/content/questionnaire-shapes'
import type { Paged } from '@contract/envelope'
import { and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { questionnaires } from '../tables'
import { userError } from '../../../http/errors'
import { offsetOf } from '../../../http/query'
import { anyContains } from '../../../db/filters'
import { recordAudit, type AuditActor } from '../../system'
import { publishCoded, publishSummary, publishValues, stateOf, stateWhere, unpublishValues } from '../publication'
import * as repo from './repo'
import type { adminListQuery, QuestionnaireInput } from './schemas'
import { questionnaireNotFound, toQuestion } from './service'

const DEFAULT_RATING_MAX = 5

function toSummary(row: repo.QuestionnaireRow, now: Date): AdminQuestionnaireSummary {
  return {
    id: row.id, title: row.title, sort: row.sort, state: stateOf(row, now), publishAt: row.publishAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null, closed: row.closesAt !== null && row.closesAt <= now,
    questionCount: row.questionCount, responseCount: row.responseCount, updatedAt: row.updatedAt.toISOString()
  }
}

async function detail(db: Db, row: repo.QuestionnaireRow, now: Date): Promise<AdminQuestionnaire> {
  const questions = await repo.listQuestions(db, row.id)
  return { ...toSummary(row, now), description: row.description, questions: questions.map(toQuestion), createdAt: row.createdAt.toISOString() }
}

const snapshot = (row: repo.QuestionnaireRow, questions?: repo.QuestionValues[]) => ({
  title: row.title, description: row.description, closesAt: row.closesAt?.toISOString() ?? null, sort: row.sort,
  published: row.published, publishAt: row.publishAt?.toISOString() ?? null, ...(questions ? { questions } : {})
})

export async function listQuestionnaires(db: Db, query: z.output<typeof adminListQuery>, now: Date): Promise<Paged<AdminQuestionnaireSummary>> {
  const where = and(
    ...(query.state ? [stateWhere(questionnaires, query.state, now)] : []),
    ...(query.keyword ? [anyContains(query.keyword, [questionnaires.title, questionnaires.description])] : [])
  )
  const { rows, total } = await repo.listQuestionnaires(db, where, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map((r) => toSummary(r, now)), total, page: query.page, size: query.size }
}

export async function mustFind(db: Db, id: number): Promise<repo.QuestionnaireRow> {
  const row = await repo.findQuestionnaire(db, id)
  if (!row) throw questionnaireNotFound()
  return row
}

export async function getQuestionnaire(db: Db, id: number, now: Date): Promise<AdminQuestionnaire> {
  return detail(db, await mustFind(db, id), now)
}

function questionValues(input: NonNullable<QuestionnaireInput['questions']>): repo.QuestionValues[] {
  return input.map((q) => ({
    kind: q.kind, title: q.title, required: q.required, options: q.options,
    ratingMax: q.kind === 'rating' ? (q.ratingMax ?? DEFAULT_RATING_MAX) : null
  }))
}

/** A closing time must lie ahead when it is set or moved (to stop answers now, unpublish). */
function closesAtOf(input: QuestionnaireInput, before: Date | null, now: Date): Date | null {
  const closesAt = input.closesAt ? new Date(input.closesAt) : null
  const moved = closesAt?.getTime() !== before?.getTime()
  if (closesAt && moved && closesAt <= now) throw userError('VALIDATION', '截止时间应晚于当前时间')
  return closesAt
}

const valuesOf = (input: QuestionnaireInput, closesAt: Date | null): repo.QuestionnaireValues =>
  ({ title: input.title, description: input.description, closesAt, sort: input.sort })

export async function createQuestionnaire(db: Db, actor: AuditActor, input: QuestionnaireInput, now: Date): Promise<AdminQuestionnaire> {
  return db.transaction(async (tx) => {
    const id = await repo.insertQuestionnaire(tx, valuesOf(input, closesAtOf(input, null, now)))
    const questions = questionValues(input.questions ?? [])
    await repo.replaceQuestions(tx, id, questions)
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, {
      action: 'questionnaire.create', resource: 'questionnaire', resourceId: id, summary: `新建问卷「${row.title}」`, after: snapshot(row, questions),
      coded: { code: 'content.create', params: { resource: 'questionnaire', name: row.title } }
    })
    return detail(tx, row, now)
  })
}

const sameQuestions = (a: repo.QuestionValues[], b: repo.QuestionValues[]) => JSON.stringify(a) === JSON.stringify(b)

export async function updateQuestionnaire(db: Db, actor: AuditActor, id: number, input: QuestionnaireInput, now: Date): Promise<AdminQuestionnaire> {
  return db.transaction(async (tx) => {
    // Waits for submissions in flight (they hold a share lock), so "has responses" is final for this edit.
    if (!(await repo.lockQuestionnaire(tx, id, 'update'))) throw questionnaireNotFound()
    const before = await mustFind(tx, id)
    const beforeQuestions = (await repo.listQuestions(tx, id)).map(({ kind, title, required, options, ratingMax }) => ({ kind, title, required, options, ratingMax }))
    const questions = input.questions ? questionValues(input.questions) : undefined
    const changesQuestions = questions !== undefined && !sameQuestions(questions, beforeQuestions)
    if (changesQuestions && (await repo.hasResponses(tx, id))) {
      throw userError('QUESTIONNAIRE_LOCKED', `问卷已有${before.responseCount}份答卷，题目不能再修改，只能修改标题、说明、截止时间和排序`)
    }
    await repo.updateQuestionnaire(tx, id, valuesOf(input, closesAtOf(input, before.closesAt, now)))
    if (changesQuestions) await repo.replaceQuestions(tx, id, questions)
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, {
      action: 'questionnaire.update', resource: 'questionnaire', resourceId: id, summary: `修改问卷「${row.title}」`,
      coded: { code: 'content.update', params: { resource: 'questionnaire', name: row.title } },
      before: snapshot(before, changesQuestions ? beforeQuestions : undefined), after: snapshot(row, changesQuestions ? questions : undefined)
    })
    return detail(tx, row, now)
  })
}

export async function publishQuestionnaire(db: Db, actor: AuditActor, id: number, publishAtText: string | undefined, now: Date): Promise<AdminQuestionnaire> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockQuestionnaire(tx, id, 'update'))) throw questionnaireNotFound()
    const before = await mustFind(tx, id)
    const values = publishValues(before, publishAtText, now)
    await repo.updateQuestionnaire(tx, id, values)
    const row = await mustFind(tx, id)
    const summary = publishSummary(`问卷「${row.title}」`, values.publishAt)
    await recordAudit(tx, actor, {
      action: 'questionnaire.publish', resource: 'questionnaire', resourceId: id, summary, before: snapshot(before), after: snapshot(row),
      coded: publishCoded('questionnaire', row.title, values.publishAt)
    })
    return detail(tx, row, now)
  })
}

export async function unpublishQuestionnaire(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminQuestionnaire> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockQuestionnaire(tx, id, 'update'))) throw questionnaireNotFound()
    const before = await mustFind(tx, id)
    await repo.updateQuestionnaire(tx, id, unpublishValues(before))
    const row = await mustFind(tx, id)
    await recordAudit(tx, actor, {
      action: 'questionnaire.unpublish', resource: 'questionnaire', resourceId: id, summary: `问卷「${row.title}」下线`, before: snapshot(before), after: snapshot(row),
      coded: { code: 'content.unpublish', params: { resource: 'questionnaire', name: row.title } }
    })
    return detail(tx, row, now)
  })
}
