// Demo exams: the question bank, the papers, and some history for the demo learner (a quiz and a mock handed in,
// with wrong answers in the book, and a chapter challenge). Does nothing when the bank has questions.
import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { findUserByPhone } from '../../src/contexts/identity/seeding'
import {
  courseChapters, examPaperQuestions, examPapers, examQuestions, goods, goodsClasses
} from '../../src/db/schema'
import { SEED_PAPERS, type SeedPaper } from './papers'
import { SEED_QUESTIONS } from './questions'
import { seedLearnerHistory } from './history'

export { SEED_PAPERS } from './papers'
export { SEED_QUESTIONS } from './questions'

const DAY_MS = 24 * 60 * 60 * 1000

/** Size and total of a paper, from the bank it draws on (a rule short of questions gives what there is). */
function sizeOf(paper: SeedPaper): { questionCount: number; totalScore: number } {
  const pool = paper.mode === 'formal' ? 'formal' : 'practice'
  const picked = paper.fixed
    ? SEED_QUESTIONS.filter((q) => paper.fixed!.includes(q.slug) && q.pool === pool)
    : paper.rules.flatMap((r) => SEED_QUESTIONS.filter((q) =>
      q.pool === pool && q.knowledgePoint === r.knowledgePoint && (r.kind === null || q.kind === r.kind)).slice(0, r.count))
  return { questionCount: picked.length, totalScore: picked.reduce((sum, q) => sum + q.score, 0) }
}

async function targetOf(tx: Db, paper: SeedPaper) {
  const [g] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.slug, paper.goodsSlug))
  if (!g) return null
  const [cls] = paper.className
    ? await tx.select({ id: goodsClasses.id }).from(goodsClasses).where(and(eq(goodsClasses.goodsId, g.id), eq(goodsClasses.name, paper.className)))
    : []
  const chapters = paper.chapterSort === undefined ? [] : await tx.select({ id: courseChapters.id }).from(courseChapters)
    .where(eq(courseChapters.goodsId, g.id)).orderBy(asc(courseChapters.sort), asc(courseChapters.id))
  return { goodsId: g.id, classId: cls?.id ?? null, chapterId: chapters[paper.chapterSort ?? 0]?.id ?? null }
}

async function seedPapers(tx: Db, now: Date, questionIds: Map<string, number>): Promise<void> {
  for (const [sort, paper] of SEED_PAPERS.entries()) {
    const target = await targetOf(tx, paper)
    if (!target) continue
    const { questionCount, totalScore } = sizeOf(paper)
    const [row] = await tx.insert(examPapers).values({
      slug: paper.slug, title: paper.title, description: paper.description, mode: paper.mode, ...target,
      rules: paper.rules, questionCount, totalScore, durationSec: paper.durationMin * 60,
      passScore: Math.ceil(totalScore * paper.passRatio), sort,
      opensAt: paper.window ? new Date(now.getTime() + paper.window.from * DAY_MS) : null,
      closesAt: paper.window ? new Date(now.getTime() + paper.window.to * DAY_MS) : null
    }).onConflictDoNothing().returning({ id: examPapers.id })
    if (row && paper.fixed) {
      await tx.insert(examPaperQuestions).values(paper.fixed.map((slug, i) => ({ paperId: row.id, questionId: questionIds.get(slug)!, sort: i })))
    }
  }
}

/** Does nothing when the question bank has rows. True when it added the exams. */
export async function seedDemoExams(tx: Db, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(examQuestions)
  if ((existing?.n ?? 0) > 0) return false
  const rows = await tx.insert(examQuestions).values(SEED_QUESTIONS.map((q) => ({
    slug: q.slug, kind: q.kind, pool: q.pool, stem: q.stem, options: q.options, answer: q.answer,
    knowledgePoint: q.knowledgePoint, difficulty: q.difficulty, explanation: q.explanation, score: q.score
  }))).returning({ id: examQuestions.id, slug: examQuestions.slug })
  const questionIds = new Map(rows.map((r) => [r.slug!, r.id]))
  await seedPapers(tx, now, questionIds)
  const learner = await findUserByPhone(tx, '13800000001')
  if (learner) await seedLearnerHistory(tx, learner.id, now)
  return true
}
