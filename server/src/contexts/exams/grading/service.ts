// Judges grade short answers of handed-in attempts: each once (a conditional UPDATE on an ungraded answer), at
// most the question's points; the attempt's score and pending count follow in the same transaction, and its pass
// or fail is decided when the last short answer is graded.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { AttemptRecord, PendingShortAnswer } from '@contract/exams/shapes'
import { userNameRows } from '../../identity'
import { userError } from '../../../http/errors'
import { attemptById, leavesOf, paperOfAttempt } from '../attempts/repo'
import { announceIfFinal } from '../attempts/formal-final'
import { attemptSummary } from '../attempts/results'
import type { ExamsContext } from '../context'
import { examAnswers, examAttempts, examPapers, examQuestions } from '../tables'

export async function pending(ctx: ExamsContext): Promise<PendingShortAnswer[]> {
  const names = userNameRows(ctx.db)
  const rows = await ctx.db.select({
    attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, paperTitle: examPapers.title,
    candidateName: names.displayName, stem: examQuestions.stem, response: examAnswers.response,
    maxScore: examAnswers.maxScore, submittedAt: examAttempts.submittedAt
  }).from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
    .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
    .innerJoin(names, eq(names.id, examAttempts.userId))
    .where(and(eq(examAttempts.state, 'submitted'), eq(examQuestions.kind, 'short'), isNull(examAnswers.earned)))
    .orderBy(asc(examAttempts.submittedAt), asc(examAnswers.attemptId), asc(examAnswers.questionId)).limit(200)
  return rows.map((r) => ({ ...r, response: r.response[0] ?? '', submittedAt: r.submittedAt!.toISOString() }))
}

export async function record(ctx: ExamsContext, id: number): Promise<AttemptRecord> {
  const attempt = await attemptById(ctx.db, id)
  if (!attempt) throw userError('NOT_FOUND', '答卷不存在')
  const names = userNameRows(ctx.db)
  const [[who], paper, leaves] = await Promise.all([
    ctx.db.select({ name: names.displayName }).from(names).where(eq(names.id, attempt.userId)),
    paperOfAttempt(ctx.db, attempt.paperId), leavesOf(ctx.db, id)
  ])
  return {
    ...attemptSummary(attempt, paper.title), candidateName: who?.name ?? '',
    leaves: leaves.map((l) => ({ source: l.source, at: l.at.toISOString() }))
  }
}

async function refuseGrade(ctx: ExamsContext, attemptId: number, questionId: number): Promise<never> {
  const [answer] = await ctx.db.select({ earned: examAnswers.earned }).from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.questionId))
    .where(and(
      eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId),
      eq(examAttempts.state, 'submitted'), eq(examQuestions.kind, 'short')
    ))
  if (answer) throw userError('EXAM_ALREADY_GRADED', '该题已评分，不能重复评分')
  throw userError('NOT_FOUND', '待评分的答案不存在')
}

export async function grade(
  ctx: ExamsContext, judgeId: number, attemptId: number, questionId: number, score: number
): Promise<AttemptRecord> {
  const [target] = await ctx.db.select({ max: examAnswers.maxScore }).from(examAnswers)
    .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId)))
  if (target && score > target.max) throw userError('EXAM_SCORE_TOO_HIGH', `分数不能超过该题满分 ${target.max} 分`, 'score')
  const graded = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(examAnswers)
      .set({ earned: score, correct: sql`${score}::int * 2 >= ${examAnswers.maxScore}`, gradedBy: judgeId, gradedAt: ctx.now() })
      .where(and(
        eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId), isNull(examAnswers.earned),
        sql`exists (select 1 from ${examAttempts} a join ${examQuestions} q on q.id = ${examAnswers.questionId}
          where a.id = ${examAnswers.attemptId} and a.state = 'submitted' and q.kind = 'short')`
      )).returning({ earned: examAnswers.earned })
    if (!row) return false
    await tx.update(examAttempts).set({
      score: sql`coalesce(${examAttempts.score}, 0) + ${score}::int`,
      pendingCount: sql`${examAttempts.pendingCount} - 1`,
      passed: sql`case when ${examAttempts.pendingCount} - 1 = 0
        then coalesce(${examAttempts.score}, 0) + ${score}::int >= ${examAttempts.passScore} else null end`
    }).where(eq(examAttempts.id, attemptId))
    // The last short answer graded makes a formal result final: certification's waiting registration settles.
    await announceIfFinal(tx, attemptId, ctx.onFormalResult)
    return true
  })
  if (!graded) await refuseGrade(ctx, attemptId, questionId)
  return record(ctx, attemptId)
}
