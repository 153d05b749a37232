// The back office's papers: list by mode, one paper with its questions or rules, add, edit and copy. The questions
// (and rules, and mode, which decides the pool) of a paper with attempts never change: the edit is refused and the
// operator copies the paper instead. The paper row is locked while it changes, which also holds back a start (an
// attempt's insert checks its paper's key). Every write is audited.
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm'
import type { AdminPaper, AdminPaperDetail, PaperInput } from '@contract/exams/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { goodsExists, goodsRefsByIds } from '../../catalog'
import { recordAudit, type AuditActor } from '../../system'
import type { ExamsContext } from '../context'
import { examAttempts, examPaperQuestions, examPapers, examQuestions } from '../tables'
import type { PaperListInput } from './inputs'
import { likeText } from './questions'
import { checkFixed, checkRules, type PaperSize } from './paper-checks'

type Row = typeof examPapers.$inferSelect
// Table-qualified by hand: drizzle leaves a one-table select's columns bare, which inside a subquery would name the
// subquery's own table.
const attemptCount = sql<number>`(select count(*)::int from ${examAttempts} where ${examAttempts}.paper_id = ${examPapers}.id)`
const paperNotFound = () => userError('NOT_FOUND', '试卷不存在')

function toAdmin(r: Row, attempts: number, goodsTitle: string): AdminPaper {
  return {
    id: r.id, title: r.title, description: r.description, mode: r.mode, goodsId: r.goodsId, goodsTitle, classId: r.classId,
    chapterId: r.chapterId, kind: r.rules.length ? 'rules' : 'fixed', rules: r.rules, questionCount: r.questionCount,
    totalScore: r.totalScore, durationMinutes: Math.round(r.durationSec / 60), passScore: r.passScore, published: r.published,
    attemptCount: attempts
  }
}

async function goodsTitles(ctx: ExamsContext, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.goodsId ? [r.goodsId] : [])))]
  return new Map((await goodsRefsByIds(ctx.db, ids, ctx.now())).map((g) => [g.id, g.title]))
}

export async function listPapers(ctx: ExamsContext, query: PaperListInput & PageQueryInput): Promise<Paged<AdminPaper>> {
  const where = and(query.mode ? eq(examPapers.mode, query.mode) : undefined, query.q ? ilike(examPapers.title, likeText(query.q)) : undefined)
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ p: examPapers, attemptCount }).from(examPapers).where(where).orderBy(desc(examPapers.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(examPapers).where(where)
  ])
  const titles = await goodsTitles(ctx, rows.map((r) => r.p))
  return { list: rows.map((r) => toAdmin(r.p, r.attemptCount, titles.get(r.p.goodsId ?? 0) ?? '')), total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function getPaper(ctx: ExamsContext, id: number): Promise<AdminPaperDetail> {
  const [row] = await ctx.db.select({ p: examPapers, attemptCount }).from(examPapers).where(eq(examPapers.id, id))
  if (!row) throw paperNotFound()
  const [questions, titles] = await Promise.all([
    ctx.db.select({
      questionId: examQuestions.id, kind: examQuestions.kind, stem: examQuestions.stem, knowledgePoint: examQuestions.knowledgePoint,
      score: examQuestions.score, archived: examQuestions.archived
    }).from(examPaperQuestions).innerJoin(examQuestions, eq(examQuestions.id, examPaperQuestions.questionId))
      .where(eq(examPaperQuestions.paperId, id)).orderBy(examPaperQuestions.sort, examPaperQuestions.questionId),
    goodsTitles(ctx, [row.p])
  ])
  return { ...toAdmin(row.p, row.attemptCount, titles.get(row.p.goodsId ?? 0) ?? ''), questions }
}

async function sizeOf(ctx: ExamsContext, input: PaperInput): Promise<PaperSize> {
  if (!(await goodsExists(ctx.db, input.goodsId))) throw userError('VALIDATION', '所属商品不存在', 'goodsId')
  const size = input.rules.length ? await checkRules(ctx.db, input.mode, input.rules) : await checkFixed(ctx.db, input.mode, input.questionIds)
  if (input.passScore > size.totalScore) throw userError('VALIDATION', `及格分不能高于总分 ${size.totalScore} 分`, 'passScore')
  return size
}

const columnsOf = (input: PaperInput, size: PaperSize) => ({
  title: input.title, description: input.description, mode: input.mode, goodsId: input.goodsId, rules: input.rules,
  questionCount: size.questionCount, totalScore: size.totalScore, durationSec: input.durationMinutes * 60,
  passScore: input.passScore, published: input.published
})

async function setQuestions(tx: Db, paperId: number, ids: number[]): Promise<void> {
  await tx.delete(examPaperQuestions).where(eq(examPaperQuestions.paperId, paperId))
  if (ids.length) await tx.insert(examPaperQuestions).values(ids.map((questionId, sort) => ({ paperId, questionId, sort })))
}

export async function createPaper(ctx: ExamsContext, actor: AuditActor, input: PaperInput): Promise<AdminPaperDetail> {
  const size = await sizeOf(ctx, input)
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(examPapers).values(columnsOf(input, size)).returning({ id: examPapers.id })
    await setQuestions(tx, row!.id, input.questionIds)
    await recordAudit(tx, actor, { action: 'examPaper.create', resource: 'exam_paper', resourceId: row!.id, summary: `新增试卷「${input.title}」`, after: input, coded: { code: 'examPaper.create', params: { title: input.title } } })
    return row!.id
  })
  return getPaper(ctx, id)
}

async function fixedIds(tx: Db, paperId: number): Promise<number[]> {
  const rows = await tx.select({ id: examPaperQuestions.questionId }).from(examPaperQuestions)
    .where(eq(examPaperQuestions.paperId, paperId)).orderBy(examPaperQuestions.sort, examPaperQuestions.questionId)
  return rows.map((r) => r.id)
}

export async function updatePaper(ctx: ExamsContext, actor: AuditActor, id: number, input: PaperInput): Promise<AdminPaperDetail> {
  const size = await sizeOf(ctx, input)
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ p: examPapers, attemptCount }).from(examPapers).where(eq(examPapers.id, id)).for('update')
    if (!before) throw paperNotFound()
    const ids = await fixedIds(tx, id)
    const same = before.p.mode === input.mode && ids.join() === input.questionIds.join() && JSON.stringify(before.p.rules) === JSON.stringify(input.rules)
    if (before.attemptCount > 0 && !same) {
      throw userError('EXAM_PAPER_LOCKED', `该试卷已有${before.attemptCount}份答卷，不能再修改类型、题目或抽题规则，请复制后修改`)
    }
    await tx.update(examPapers).set(columnsOf(input, before.attemptCount > 0 ? before.p : size)).where(eq(examPapers.id, id))
    if (!same) await setQuestions(tx, id, input.questionIds)
    await recordAudit(tx, actor, {
      action: 'examPaper.update', resource: 'exam_paper', resourceId: id, summary: `修改试卷「${input.title}」`,
      before: { ...before.p, questionIds: ids }, after: input, coded: { code: 'examPaper.update', params: { title: input.title } }
    })
  })
  return getPaper(ctx, id)
}

export async function copyPaper(ctx: ExamsContext, actor: AuditActor, id: number): Promise<AdminPaperDetail> {
  const newId = await ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(examPapers).where(eq(examPapers.id, id))
    if (!source) throw paperNotFound()
    const { id: _id, slug: _slug, ...rest } = source
    const [row] = await tx.insert(examPapers).values({ ...rest, title: `${source.title}（副本）`.slice(0, 60), published: false })
      .returning({ id: examPapers.id })
    await setQuestions(tx, row!.id, await fixedIds(tx, id))
    await recordAudit(tx, actor, { action: 'examPaper.copy', resource: 'exam_paper', resourceId: row!.id, summary: `复制试卷「${source.title}」`, coded: { code: 'examPaper.copy', params: { title: source.title } } })
    return row!.id
  })
  return getPaper(ctx, newId)
}
