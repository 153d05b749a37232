// Results: score, pass or fail, the per-question review (a formal exam's only once its window has closed, so no
// candidate passes the answers on), and the history of handed-in attempts.
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { PaperMode } from '@contract/exams/constants'
import type { AttemptResult, AttemptSummary, FormalResult } from '@contract/exams/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { questionsByIds } from '../bank/repo'
import { questionReview } from '../bank/views'
import type { ExamsContext } from '../context'
import { reviewOpen } from '../papers/access'
import { examAttempts, examPapers } from '../tables'
import * as repo from './repo'
import { finishDue } from './finish'
import { currentAttempt } from './service'

export function attemptSummary(a: repo.AttemptRow, paperTitle: string): AttemptSummary {
  return {
    id: a.id, paperId: a.paperId, paperTitle, mode: a.mode, state: a.state, score: a.score, totalScore: a.totalScore,
    passed: a.passed, pendingCount: a.pendingCount, startedAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null, autoSubmitted: a.autoSubmitted
  }
}

export async function resultOf(ctx: ExamsContext, attempt: repo.AttemptRow): Promise<AttemptResult> {
  const paper = await repo.paperOfAttempt(ctx.db, attempt.paperId)
  const open = reviewOpen(paper, ctx.now())
  const [questions, answers, leaveCount] = await Promise.all([
    open ? questionsByIds(ctx.db, attempt.questionIds) : Promise.resolve(new Map()),
    open ? repo.answersOf(ctx.db, attempt.id) : Promise.resolve([]),
    repo.leaveCount(ctx.db, attempt.id)
  ])
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]))
  const review = open
    ? attempt.questionIds.map((id) => {
      const a = byQuestion.get(id)
      return questionReview(questions.get(id)!, attempt.seed, a?.response ?? [], { correct: a?.correct ?? null, earned: a?.earned ?? null })
    })
    : []
  const end = attempt.submittedAt ?? attempt.deadlineAt
  return {
    ...attemptSummary(attempt, paper.title), leaveCount, reviewOpen: open, review,
    durationSec: Math.max(0, Math.round((end.getTime() - attempt.startedAt.getTime()) / 1000))
  }
}

export async function getResult(ctx: ExamsContext, userId: number, id: number): Promise<AttemptResult> {
  const attempt = await currentAttempt(ctx, userId, id)
  if (attempt.state === 'open') throw userError('EXAM_IN_PROGRESS', '答卷尚未提交，交卷后才能查看成绩')
  return resultOf(ctx, attempt)
}

export async function history(ctx: ExamsContext, userId: number, filter: { mode?: PaperMode; paperId?: number }): Promise<AttemptSummary[]> {
  await finishDue(ctx.db, ctx.now(), userId, ctx.onFormalResult)
  const rows = await repo.submittedOf(ctx.db, userId, filter)
  return rows.map((r) => attemptSummary(r.attempt, r.paperTitle))
}

/**
 * The learner's formal result on a goods (the theory part of a certification): null until they have handed in and
 * every short answer is graded.
 */
export async function formalResultOf(db: Db, userId: number, goodsId: number): Promise<FormalResult | null> {
  const [row] = await db.select({ attempt: examAttempts }).from(examAttempts)
    .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
    .where(and(
      eq(examAttempts.userId, userId), eq(examPapers.goodsId, goodsId), eq(examAttempts.mode, 'formal'),
      isNotNull(examAttempts.submittedAt), isNotNull(examAttempts.passed)
    ))
    .orderBy(desc(examAttempts.submittedAt)).limit(1)
  if (!row) return null
  const a = row.attempt
  return { attemptId: a.id, score: a.score ?? 0, total: a.totalScore, passed: a.passed === true, finishedAt: a.submittedAt!.toISOString() }
}
