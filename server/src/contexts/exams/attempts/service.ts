// Taking a paper: start (or resume) an attempt, read it back with saved answers and the time left by the server's
// clock, save answers one by one, record leaving the app. A formal paper allows exactly one attempt: the insert
// meets a unique index, so twenty parallel starts end on the same attempt.
import { and, eq } from 'drizzle-orm'
import type { AnswerSaved, AttemptSheet, LeaveRecorded } from '@contract/exams/shapes'
import type { LeaveSource } from '@contract/exams/constants'
import { userError } from '../../../http/errors'
import { toStored } from '../bank/answers'
import { drawByRules, questionsByIds } from '../bank/repo'
import { newSeed, shuffled } from '../bank/shuffle'
import { questionView, responseView } from '../bank/views'
import type { ExamsContext } from '../context'
import { paperNotFound, visiblePaper, windowOpen } from '../papers/access'
import { fixedQuestionIds, type PaperRow } from '../papers/repo'
import { examAnswers, examAttempts, examLeaves } from '../tables'
import { finishAttempt, finishDue } from './finish'
import * as repo from './repo'

const attemptNotFound = () => userError('NOT_FOUND', '答卷不存在')
const remainingSec = (deadline: Date, now: Date) => Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000))

/** The learner's attempt, handed in first when its time has run out. */
export async function currentAttempt(ctx: ExamsContext, userId: number, id: number): Promise<repo.AttemptRow> {
  await finishDue(ctx.db, ctx.now(), userId, ctx.onFormalResult)
  const row = await repo.ownAttempt(ctx.db, userId, id)
  if (!row) throw attemptNotFound()
  return row
}

export async function sheetOf(ctx: ExamsContext, attempt: repo.AttemptRow): Promise<AttemptSheet> {
  const [questions, answers, paper] = await Promise.all([
    questionsByIds(ctx.db, attempt.questionIds), repo.answersOf(ctx.db, attempt.id), repo.paperOfAttempt(ctx.db, attempt.paperId)
  ])
  const now = ctx.now()
  const saved: Record<string, string[]> = {}
  for (const a of answers) saved[String(a.questionId)] = responseView(questions.get(a.questionId)!, attempt.seed, a.response)
  return {
    id: attempt.id, paperId: attempt.paperId, paperTitle: paper.title, mode: attempt.mode, state: attempt.state,
    questions: attempt.questionIds.map((id) => questionView(questions.get(id)!, attempt.seed)), answers: saved,
    startedAt: attempt.startedAt.toISOString(), deadlineAt: attempt.deadlineAt.toISOString(), serverNow: now.toISOString(),
    remainingSec: attempt.state === 'open' ? remainingSec(attempt.deadlineAt, now) : 0
  }
}

async function drawQuestions(ctx: ExamsContext, paper: PaperRow): Promise<number[]> {
  // Formal papers take formal questions only, every other paper practice questions only.
  const pool = paper.mode === 'formal' ? 'formal' : 'practice'
  return paper.rules.length ? drawByRules(ctx.db, pool, paper.rules) : fixedQuestionIds(ctx.db, paper.id, pool)
}

async function refuseStart(ctx: ExamsContext, userId: number, paper: PaperRow): Promise<never> {
  const open = await repo.openAttemptOf(ctx.db, userId, paper.id)
  if (open) throw userError('CONFLICT', '答卷状态已变化，请刷新后重试')
  throw userError('EXAM_ATTEMPT_USED', '正式考试只能参加一次，你已参加过')
}

export async function start(ctx: ExamsContext, userId: number, paperId: number): Promise<AttemptSheet> {
  const paper = await visiblePaper(ctx, userId, paperId)
  const now = ctx.now()
  await finishDue(ctx.db, now, userId, ctx.onFormalResult)
  const open = await repo.openAttemptOf(ctx.db, userId, paperId)
  if (open) return sheetOf(ctx, open)
  if (paper.mode === 'formal' && (await repo.submittedOf(ctx.db, userId, { paperId })).length) {
    throw userError('EXAM_ATTEMPT_USED', '正式考试只能参加一次，你已参加过')
  }
  if (!windowOpen(paper, now)) throw userError('EXAM_NOT_OPEN', '当前不在考试时间内')
  const picked = await drawQuestions(ctx, paper)
  if (picked.length === 0) throw paperNotFound()
  const seed = newSeed()
  const questionIds = shuffled(picked, seed)
  const questions = await questionsByIds(ctx.db, questionIds)
  const deadline = new Date(now.getTime() + paper.durationSec * 1000)
  const created = await repo.insertAttempt(ctx.db, {
    paperId, userId, mode: paper.mode, seed, questionIds, passScore: paper.passScore, startedAt: now,
    // A window's end also ends the attempt: nobody writes on after the exam has closed.
    deadlineAt: paper.closesAt && paper.closesAt < deadline ? paper.closesAt : deadline,
    totalScore: questionIds.reduce((sum, id) => sum + questions.get(id)!.score, 0)
  })
  if (created) return sheetOf(ctx, created)
  // Another request started it meanwhile: resume that one.
  const raced = await repo.openAttemptOf(ctx.db, userId, paperId)
  return raced ? sheetOf(ctx, raced) : refuseStart(ctx, userId, paper)
}

export async function getSheet(ctx: ExamsContext, userId: number, id: number): Promise<AttemptSheet> {
  return sheetOf(ctx, await currentAttempt(ctx, userId, id))
}

function refuseClosed(attempt: repo.AttemptRow): never {
  if (attempt.autoSubmitted) throw userError('EXAM_TIME_UP', '考试时间已到，答卷已自动提交')
  throw userError('EXAM_SUBMITTED', '答卷已提交，不能再修改')
}

export async function saveAnswer(
  ctx: ExamsContext, userId: number, id: number, questionId: number, response: string[]
): Promise<AnswerSaved> {
  const attempt = await currentAttempt(ctx, userId, id)
  if (attempt.state !== 'open') refuseClosed(attempt)
  if (!attempt.questionIds.includes(questionId)) throw userError('NOT_FOUND', '题目不存在')
  const q = (await questionsByIds(ctx.db, [questionId])).get(questionId)!
  const stored = toStored(q, attempt.seed, response)
  const now = ctx.now()
  const saved = await ctx.db.transaction(async (tx) => {
    // Locks the attempt: a hand-in waits for this save, and a save after a hand-in finds it closed.
    const [locked] = await tx.select({ state: examAttempts.state, deadlineAt: examAttempts.deadlineAt }).from(examAttempts)
      .where(and(eq(examAttempts.id, id), eq(examAttempts.userId, userId))).for('update')
    if (locked?.state !== 'open' || locked.deadlineAt <= now) return false
    await tx.insert(examAnswers).values({ attemptId: id, questionId, response: stored, savedAt: now, maxScore: q.score })
      .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set: { response: stored, savedAt: now } })
    return true
  })
  if (!saved) refuseClosed(await currentAttempt(ctx, userId, id))
  return { questionId, savedAt: now.toISOString(), remainingSec: remainingSec(attempt.deadlineAt, now) }
}

export async function submit(ctx: ExamsContext, userId: number, id: number): Promise<number> {
  await currentAttempt(ctx, userId, id)
  await finishAttempt(ctx.db, id, ctx.now(), false, ctx.onFormalResult)
  return id
}

export async function recordLeave(ctx: ExamsContext, userId: number, id: number, source: LeaveSource): Promise<LeaveRecorded> {
  const attempt = await currentAttempt(ctx, userId, id)
  if (attempt.state !== 'open') refuseClosed(attempt)
  await ctx.db.insert(examLeaves).values({ attemptId: id, source, at: ctx.now() })
  return { leaveCount: await repo.leaveCount(ctx.db, id) }
}
