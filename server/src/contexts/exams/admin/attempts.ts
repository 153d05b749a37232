// The back office's results: attempts per paper, mode and candidate phone, newest first, with the candidate, score,
// pass or fail, times, auto-submit and how often the candidate left the app; one attempt's answers per question
// (choices as letters of the stored option order, which is what the operator's copy of the question shows) and its
// leave events.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { AdminAttempt, AdminAttemptAnswer, AdminAttemptDetail } from '@contract/exams/admin-shapes'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { userCards } from '../../identity'
import { answersOf, leavesOf } from '../attempts/repo'
import { questionsByIds, type QuestionRow } from '../bank/repo'
import type { ExamsContext } from '../context'
import { examAttempts, examLeaves, examPapers } from '../tables'
import type { AttemptListInput } from './inputs'

// Table-qualified by hand (drizzle may leave columns bare, which a subquery would read as its own table's).
const leaveCount = sql<number>`(select count(*)::int from ${examLeaves} where ${examLeaves}.attempt_id = ${examAttempts}.id)`

function selectAttempts(ctx: ExamsContext) {
  const who = userCards(ctx.db, 'candidates')
  return {
    who,
    query: ctx.db.select({ a: examAttempts, paperTitle: examPapers.title, name: who.name, phone: who.phone, leaveCount }).from(examAttempts)
      .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId)).innerJoin(who, eq(who.id, examAttempts.userId))
  }
}

type Selected = { a: typeof examAttempts.$inferSelect; paperTitle: string; name: string; phone: string; leaveCount: number }

const toAdmin = ({ a, ...r }: Selected): AdminAttempt => ({
  id: a.id, paperId: a.paperId, paperTitle: r.paperTitle, userId: a.userId, candidateName: r.name || r.phone, phone: r.phone,
  mode: a.mode, state: a.state, score: a.score, totalScore: a.totalScore, passed: a.passed, pendingCount: a.pendingCount,
  startedAt: a.startedAt.toISOString(), submittedAt: a.submittedAt?.toISOString() ?? null, autoSubmitted: a.autoSubmitted,
  leaveCount: r.leaveCount
})

export async function listAttempts(ctx: ExamsContext, query: AttemptListInput & PageQueryInput): Promise<Paged<AdminAttempt>> {
  const { who, query: rows } = selectAttempts(ctx)
  const where = and(
    query.paperId ? eq(examAttempts.paperId, query.paperId) : undefined,
    query.mode ? eq(examAttempts.mode, query.mode) : undefined,
    query.phone ? eq(who.phone, query.phone) : undefined
  )
  const [list, [total]] = await Promise.all([
    rows.where(where).orderBy(desc(examAttempts.startedAt), desc(examAttempts.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(examAttempts).innerJoin(who, eq(who.id, examAttempts.userId)).where(where)
  ])
  return { list: list.map(toAdmin), total: total?.n ?? 0, page: query.page, size: query.size }
}

const letters = (indexes: string[]) => indexes.map((i) => String.fromCharCode(65 + Number(i)))

function answerView(q: QuestionRow, stored: { response: string[]; correct: boolean | null; earned: number | null; maxScore: number } | undefined): AdminAttemptAnswer {
  const choice = q.kind === 'single' || q.kind === 'multiple' || q.kind === 'judge'
  const show = (values: string[]) => (choice ? letters(values) : values)
  return {
    questionId: q.id, kind: q.kind, stem: q.stem, options: q.options, correctAnswer: show(q.answer),
    response: show(stored?.response ?? []), correct: stored?.correct ?? null, earned: stored?.earned ?? null, maxScore: stored?.maxScore ?? q.score
  }
}

export async function attemptDetail(ctx: ExamsContext, id: number): Promise<AdminAttemptDetail> {
  const [row] = await selectAttempts(ctx).query.where(eq(examAttempts.id, id))
  if (!row) throw userError('NOT_FOUND', '答卷不存在')
  const [questions, answers, leaves] = await Promise.all([questionsByIds(ctx.db, row.a.questionIds), answersOf(ctx.db, id), leavesOf(ctx.db, id)])
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]))
  return {
    ...toAdmin(row),
    answers: row.a.questionIds.flatMap((qid) => { const q = questions.get(qid); return q ? [answerView(q, byQuestion.get(qid))] : [] }),
    leaves: leaves.map((l) => ({ source: l.source, at: l.at.toISOString() }))
  }
}
