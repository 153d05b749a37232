// Papers and a learner's standing on them (attempt count, best score, the open attempt).
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PaperMode } from '@contract/exams/constants'
import type { Db } from '../../../db'
import { examAttempts, examPaperQuestions, examPapers, examQuestions } from '../tables'

export type PaperRow = typeof examPapers.$inferSelect

export interface PaperFilter {
  goodsId?: number
  classId?: number
  chapterId?: number
  mode?: PaperMode
}

export async function publishedPapers(db: Db, filter: PaperFilter): Promise<PaperRow[]> {
  const where: SQL[] = [eq(examPapers.published, true)]
  if (filter.goodsId !== undefined) where.push(eq(examPapers.goodsId, filter.goodsId))
  if (filter.classId !== undefined) where.push(eq(examPapers.classId, filter.classId))
  if (filter.chapterId !== undefined) where.push(eq(examPapers.chapterId, filter.chapterId))
  if (filter.mode !== undefined) where.push(eq(examPapers.mode, filter.mode))
  return db.select().from(examPapers).where(and(...where)).orderBy(examPapers.sort, examPapers.id)
}

export async function findPaper(db: Db, id: number): Promise<PaperRow | undefined> {
  const [row] = await db.select().from(examPapers).where(and(eq(examPapers.id, id), eq(examPapers.published, true)))
  return row
}

/** A fixed paper's questions of the given pool, in the paper's order. */
export async function fixedQuestionIds(db: Db, paperId: number, pool: 'practice' | 'formal'): Promise<number[]> {
  const rows = await db.select({ id: examPaperQuestions.questionId }).from(examPaperQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examPaperQuestions.questionId))
    .where(and(eq(examPaperQuestions.paperId, paperId), eq(examQuestions.pool, pool)))
    .orderBy(examPaperQuestions.sort, examPaperQuestions.questionId)
  return rows.map((r) => r.id)
}

export interface Standing {
  attempts: number
  bestScore: number | null
  openAttemptId: number | null
  used: boolean
}

export async function standingOf(db: Db, userId: number, paperId: number): Promise<Standing> {
  const [row] = await db.select({
    attempts: sql<number>`count(*) filter (where ${examAttempts.state} = 'submitted')::int`,
    bestScore: sql<number | null>`max(${examAttempts.score})`,
    openAttemptId: sql<number | null>`max(${examAttempts.id}) filter (where ${examAttempts.state} = 'open')`,
    used: sql<boolean>`count(*) > 0`
  }).from(examAttempts).where(and(eq(examAttempts.userId, userId), eq(examAttempts.paperId, paperId)))
  return row ?? { attempts: 0, bestScore: null, openAttemptId: null, used: false }
}
