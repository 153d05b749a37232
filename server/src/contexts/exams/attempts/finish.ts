// Handing an attempt in, by the candidate or by the clock. One conditional UPDATE (state open → submitted) decides
// who hands it in, so a candidate's submit, a lazy finish on read and the sweep can race safely; the winner scores
// every question in the same transaction. An attempt past its deadline is handed in as it was at the deadline.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { questionsByIds } from '../bank/repo'
import { scoreOf } from '../bank/scoring'
import { examAnswers, examAttempts } from '../tables'
import { recordAnswer } from '../wrong-book/service'
import { announceIfFinal, ignoreFormalResults, type FormalResultListener } from './formal-final'
import { answersOf, dueAttemptIds, type AttemptRow } from './repo'

async function claim(tx: Db, id: number, now: Date, auto: boolean): Promise<AttemptRow | undefined> {
  const [row] = await tx.update(examAttempts)
    .set({ state: 'submitted', submittedAt: now, autoSubmitted: auto })
    .where(and(eq(examAttempts.id, id), eq(examAttempts.state, 'open'))).returning()
  return row
}

async function score(tx: Db, attempt: AttemptRow, now: Date): Promise<void> {
  const questions = await questionsByIds(tx, attempt.questionIds)
  const saved = new Map((await answersOf(tx, attempt.id)).map((a) => [a.questionId, a.response]))
  let earned = 0
  let pending = 0
  for (const questionId of attempt.questionIds) {
    const q = questions.get(questionId)!
    const response = saved.get(questionId) ?? []
    const mark = scoreOf(q, response)
    if (mark.earned === null) pending += 1
    else earned += mark.earned
    await tx.insert(examAnswers)
      .values({ attemptId: attempt.id, questionId, response, savedAt: now, maxScore: q.score, ...mark })
      .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set: { maxScore: q.score, ...mark } })
    // The formal exam is not practice: its questions stay out of the wrong-answer book.
    if (attempt.mode !== 'formal' && mark.correct !== null) await recordAnswer(tx, attempt.userId, q, mark.correct, now)
  }
  await tx.update(examAttempts).set({
    score: earned, pendingCount: pending, passed: pending > 0 ? null : earned >= attempt.passScore
  }).where(eq(examAttempts.id, attempt.id))
}

/**
 * Hands the attempt in when still open; false when someone (or something) already did. A formal result that is
 * final at once (no short answer to grade) is announced to the listener in the same transaction.
 */
export async function finishAttempt(
  db: Db, id: number, now: Date, auto: boolean, onFormalResult: FormalResultListener = ignoreFormalResults
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const open = await claim(tx, id, now, auto)
    if (!open) return false
    // Answers cannot be saved after the deadline, so handing in late counts as handing in at the deadline.
    const at = auto && open.deadlineAt < now ? open.deadlineAt : now
    if (at !== now) await tx.update(examAttempts).set({ submittedAt: at }).where(eq(examAttempts.id, id))
    await score(tx, open, at)
    await announceIfFinal(tx, id, onFormalResult)
    return true
  })
}

/** Hands in the open attempts past their deadline (one learner's before reading theirs, or everyone's). */
export async function finishDue(
  db: Db, now: Date, userId?: number, onFormalResult: FormalResultListener = ignoreFormalResults
): Promise<number> {
  let finished = 0
  for (const id of await dueAttemptIds(db, now, userId)) {
    if (await finishAttempt(db, id, now, true, onFormalResult)) finished += 1
  }
  return finished
}
