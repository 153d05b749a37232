// The back office's question bank: a filtered, paged list, one question, add and edit (per-kind rules checked by
// the body schema; an answered question keeps its kind, options and answer, so past scores still mean what they
// said), and removal, which archives a question a paper or an attempt uses. Every write is audited.
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { AdminQuestion, BankStock, QuestionInput, QuestionRemoved } from '@contract/exams/admin-shapes'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import type { ExamsContext } from '../context'
import { examAnswers, examPaperQuestions, examQuestions } from '../tables'
import type { QuestionListInput } from './inputs'

type Row = typeof examQuestions.$inferSelect

// Table-qualified by hand: drizzle leaves a one-table select's columns bare, which inside a subquery would name the
// subquery's own table.
const paperCount = sql<number>`(select count(*)::int from ${examPaperQuestions} where ${examPaperQuestions}.question_id = ${examQuestions}.id)`
const answerCount = sql<number>`(select count(*)::int from ${examAnswers} where ${examAnswers}.question_id = ${examQuestions}.id)`

export const toAdminQuestion = (r: Row, uses: { paperCount: number; answerCount: number }): AdminQuestion => ({
  id: r.id, kind: r.kind, pool: r.pool, stem: r.stem, options: r.options, answer: r.answer, knowledgePoint: r.knowledgePoint,
  difficulty: r.difficulty, explanation: r.explanation, score: r.score, archived: r.archived, ...uses, createdAt: r.createdAt.toISOString()
})

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
export const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filterOf(query: QuestionListInput): SQL | undefined {
  return and(
    query.kind ? eq(examQuestions.kind, query.kind) : undefined,
    query.pool ? eq(examQuestions.pool, query.pool) : undefined,
    query.knowledgePoint ? eq(examQuestions.knowledgePoint, query.knowledgePoint) : undefined,
    query.difficulty ? eq(examQuestions.difficulty, query.difficulty) : undefined,
    query.q ? ilike(examQuestions.stem, likeText(query.q)) : undefined,
    eq(examQuestions.archived, query.archived ?? false)
  )
}

export async function listQuestions(ctx: ExamsContext, query: QuestionListInput & PageQueryInput): Promise<Paged<AdminQuestion>> {
  const where = filterOf(query)
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ q: examQuestions, paperCount, answerCount }).from(examQuestions).where(where)
      .orderBy(desc(examQuestions.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(examQuestions).where(where)
  ])
  return { list: rows.map((r) => toAdminQuestion(r.q, r)), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function getQuestion(ctx: ExamsContext, id: number): Promise<AdminQuestion> {
  const [row] = await ctx.db.select({ q: examQuestions, paperCount, answerCount }).from(examQuestions).where(eq(examQuestions.id, id))
  if (!row) throw userError('NOT_FOUND', '题目不存在')
  return toAdminQuestion(row.q, row)
}

/** True/false questions always carry their two options, whatever the form sent. */
export const storedOptions = (input: QuestionInput) => (input.kind === 'judge' ? ['正确', '错误'] : input.options)

export async function createQuestion(ctx: ExamsContext, actor: AuditActor, input: QuestionInput): Promise<AdminQuestion> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(examQuestions).values({ ...input, options: storedOptions(input), createdAt: ctx.now() }).returning()
    await recordAudit(tx, actor, {
      action: 'examQuestion.create', resource: 'exam_question', resourceId: row!.id, summary: `新增题目：${input.stem.slice(0, 40)}`, after: input,
      coded: { code: 'examQuestion.create', params: { stem: input.stem.slice(0, 40) } }
    })
    return row!.id
  })
  return getQuestion(ctx, id)
}

const sameKey = (a: Row, input: QuestionInput) =>
  a.kind === input.kind && a.options.join('\u0001') === storedOptions(input).join('\u0001') && a.answer.join('\u0001') === input.answer.join('\u0001')

export async function updateQuestion(ctx: ExamsContext, actor: AuditActor, id: number, input: QuestionInput): Promise<AdminQuestion> {
  await ctx.db.transaction(async (tx) => {
    // Locked, so an answer being scored meanwhile sees the question as it was or as it is, never half of each.
    const [before] = await tx.select({ q: examQuestions, answerCount }).from(examQuestions).where(eq(examQuestions.id, id)).for('update')
    if (!before) throw userError('NOT_FOUND', '题目不存在')
    if (before.answerCount > 0 && !sameKey(before.q, input)) {
      throw userError('EXAM_QUESTION_IN_USE', '该题已被作答，不能再修改题型、选项或答案；可新建一道题并归档本题')
    }
    await tx.update(examQuestions).set({ ...input, options: storedOptions(input) }).where(eq(examQuestions.id, id))
    await recordAudit(tx, actor, {
      action: 'examQuestion.update', resource: 'exam_question', resourceId: id, summary: `修改题目：${input.stem.slice(0, 40)}`,
      before: toAdminQuestion(before.q, { paperCount: 0, answerCount: before.answerCount }), after: input,
      coded: { code: 'examQuestion.update', params: { stem: input.stem.slice(0, 40) } }
    })
  })
  return getQuestion(ctx, id)
}

export async function removeQuestion(ctx: ExamsContext, actor: AuditActor, id: number): Promise<QuestionRemoved> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ q: examQuestions, paperCount, answerCount }).from(examQuestions).where(eq(examQuestions.id, id)).for('update')
    if (!row) throw userError('NOT_FOUND', '题目不存在')
    const used = row.paperCount > 0 || row.answerCount > 0
    if (used) await tx.update(examQuestions).set({ archived: true }).where(eq(examQuestions.id, id))
    else await tx.delete(examQuestions).where(eq(examQuestions.id, id))
    await recordAudit(tx, actor, {
      action: used ? 'examQuestion.archive' : 'examQuestion.delete', resource: 'exam_question', resourceId: id,
      summary: `${used ? '归档' : '删除'}题目：${row.q.stem.slice(0, 40)}`, before: toAdminQuestion(row.q, row),
      coded: { code: used ? 'examQuestion.archive' : 'examQuestion.delete', params: { stem: row.q.stem.slice(0, 40) } }
    })
    return { id, outcome: used ? 'archived' : 'deleted' }
  })
}

export async function bankStock(ctx: ExamsContext): Promise<BankStock[]> {
  return ctx.db.select({
    pool: examQuestions.pool, knowledgePoint: examQuestions.knowledgePoint, kind: examQuestions.kind,
    difficulty: examQuestions.difficulty, count: sql<number>`count(*)::int`
  }).from(examQuestions).where(eq(examQuestions.archived, false))
    .groupBy(examQuestions.pool, examQuestions.knowledgePoint, examQuestions.kind, examQuestions.difficulty)
    .orderBy(examQuestions.pool, examQuestions.knowledgePoint, examQuestions.kind, examQuestions.difficulty)
}
