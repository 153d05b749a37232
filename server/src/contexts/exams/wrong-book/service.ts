// The wrong-answer book: practice questions answered wrong in a quiz, mock or challenge, grouped by knowledge
// point; practised in spaced order (due first; a right answer pushes the next one a day out); a question answered
// right twice in a row leaves the book. Formal questions never enter it, so they never come back as practice.
import { WRONG_BOOK_CLEAR_STREAK } from '@contract/exams/constants'
import type { PracticeAnswered, QuestionView, WrongBookGroup } from '@contract/exams/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { toStored } from '../bank/answers'
import { questionsByIds, type QuestionRow } from '../bank/repo'
import { scoreOf } from '../bank/scoring'
import { questionReview, questionView } from '../bank/views'
import type { ExamsContext } from '../context'
import * as repo from './repo'

const DAY_MS = 24 * 60 * 60 * 1000
const PRACTICE_SIZE = 10
/** Practice uses one fixed seed: the order shown and the keys answered agree without storing anything. */
const PRACTICE_SEED = 0

/** Records one marked answer of a practice question; returns the streak and whether it left the book. */
export async function recordAnswer(
  db: Db, userId: number, q: QuestionRow, correct: boolean, now: Date
): Promise<{ streak: number; cleared: boolean }> {
  if (q.pool !== 'practice') return { streak: 0, cleared: false }
  if (!correct) {
    await repo.markWrong(db, userId, q.id, now)
    return { streak: 0, cleared: false }
  }
  const streak = await repo.markRight(db, userId, q.id, now, new Date(now.getTime() + DAY_MS))
  if (streak === null) return { streak: 0, cleared: false }
  if (streak < WRONG_BOOK_CLEAR_STREAK) return { streak, cleared: false }
  await repo.removeFromBook(db, userId, q.id)
  return { streak, cleared: true }
}

export async function groups(ctx: ExamsContext, userId: number): Promise<WrongBookGroup[]> {
  const out = new Map<string, WrongBookGroup>()
  for (const row of await repo.bookRows(ctx.db, userId)) {
    const group = out.get(row.knowledgePoint) ?? { knowledgePoint: row.knowledgePoint, items: [] }
    group.items.push({
      questionId: row.questionId, kind: row.kind, stem: row.stem, wrongCount: row.wrongCount, streak: row.streak,
      dueAt: row.dueAt.toISOString()
    })
    out.set(row.knowledgePoint, group)
  }
  return [...out.values()]
}

export async function practice(ctx: ExamsContext, userId: number): Promise<QuestionView[]> {
  const ids = await repo.practiceIds(ctx.db, userId, PRACTICE_SIZE)
  const byId = await questionsByIds(ctx.db, ids)
  return ids.flatMap((id) => (byId.has(id) ? [questionView(byId.get(id)!, PRACTICE_SEED)] : []))
}

export async function answer(ctx: ExamsContext, userId: number, questionId: number, response: string[]): Promise<PracticeAnswered> {
  if (!(await repo.inBook(ctx.db, userId, questionId))) throw userError('NOT_FOUND', '错题本中没有这道题')
  const q = (await questionsByIds(ctx.db, [questionId])).get(questionId)!
  const stored = toStored(q, PRACTICE_SEED, response)
  const mark = scoreOf(q, stored)
  // A short answer has no key to check against: practising it counts as seen, never as right.
  const result = await recordAnswer(ctx.db, userId, q, mark.correct === true, ctx.now())
  const review = questionReview(q, PRACTICE_SEED, stored, mark)
  return {
    questionId, correct: mark.correct === true, correctAnswer: review.correctAnswer, explanation: q.explanation, ...result
  }
}
