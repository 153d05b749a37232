// The demo learner's history: a quiz and a mock handed in days ago (some answers wrong, so the wrong-answer book
// has questions in several knowledge points) and one chapter challenge, scored by the same code as a real attempt.
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { finishAttempt, shuffled } from '../../src/contexts/exams/seeding'
import { examAnswers, examAttempts, examPapers, examQuestions } from '../../src/db/schema'

const DAY_MS = 24 * 60 * 60 * 1000

interface Past {
  paperSlug: string
  daysAgo: number
  minutes: number
  /** Every n-th question is answered wrong. */
  wrongEvery: number
}

const PAST: Past[] = [
  { paperSlug: 'coach-quiz', daysAgo: 4, minutes: 12, wrongEvery: 4 },
  { paperSlug: 'coach-mock', daysAgo: 2, minutes: 38, wrongEvery: 5 },
  { paperSlug: 'posture-challenge-1', daysAgo: 1, minutes: 4, wrongEvery: 6 }
]

type Question = typeof examQuestions.$inferSelect

/** A wrong response of the question's kind: the first option not in the answer, or a wrong text. */
function wrongResponse(q: Question): string[] {
  if (q.kind === 'fill' || q.kind === 'short') return ['不确定']
  const wrong = q.options.findIndex((_, i) => !q.answer.includes(String(i)))
  return [String(wrong)]
}

async function pickQuestions(tx: Db, paper: typeof examPapers.$inferSelect): Promise<Question[]> {
  const all = await tx.select().from(examQuestions).where(eq(examQuestions.pool, 'practice'))
  return paper.rules.flatMap((r) => all.filter((q) =>
    q.knowledgePoint === r.knowledgePoint && (r.kind === null || q.kind === r.kind)).slice(0, r.count))
}

export async function seedLearnerHistory(tx: Db, userId: number, now: Date): Promise<void> {
  const papers = await tx.select().from(examPapers).where(inArray(examPapers.slug, PAST.map((p) => p.paperSlug)))
  for (const past of PAST) {
    const paper = papers.find((p) => p.slug === past.paperSlug)
    if (!paper) continue
    const seed = 1000 + past.daysAgo
    const questions = shuffled(await pickQuestions(tx, paper), seed)
    const startedAt = new Date(now.getTime() - past.daysAgo * DAY_MS)
    const submitAt = new Date(startedAt.getTime() + past.minutes * 60_000)
    const [attempt] = await tx.insert(examAttempts).values({
      paperId: paper.id, userId, mode: paper.mode, seed, questionIds: questions.map((q) => q.id), passScore: paper.passScore,
      totalScore: questions.reduce((sum, q) => sum + q.score, 0), startedAt,
      deadlineAt: new Date(startedAt.getTime() + paper.durationSec * 1000)
    }).returning({ id: examAttempts.id })
    await tx.insert(examAnswers).values(questions.map((q, i) => ({
      attemptId: attempt.id, questionId: q.id, maxScore: q.score, savedAt: submitAt,
      response: (i + 1) % past.wrongEvery === 0 ? wrongResponse(q) : q.kind === 'fill' ? [q.answer[0]] : q.answer
    })))
    await finishAttempt(tx, attempt.id, submitAt, false)
  }
}
