// The papers a learner may take and where they stand on each.
import type { PaperDetail, PaperSummary } from '@contract/exams/shapes'
import type { ExamsContext } from '../context'
import { mayTake, visiblePaper, windowOpen } from './access'
import { publishedPapers, standingOf, type PaperFilter, type PaperRow } from './repo'

const iso = (d: Date | null) => d?.toISOString() ?? null

export async function paperSummary(ctx: ExamsContext, userId: number, paper: PaperRow): Promise<PaperSummary> {
  const standing = await standingOf(ctx.db, userId, paper.id)
  const usedFormal = paper.mode === 'formal' && standing.used && standing.openAttemptId === null
  return {
    id: paper.id, title: paper.title, mode: paper.mode, goodsId: paper.goodsId, classId: paper.classId,
    chapterId: paper.chapterId, questionCount: paper.questionCount, totalScore: paper.totalScore,
    passScore: paper.passScore, durationSec: paper.durationSec, opensAt: iso(paper.opensAt), closesAt: iso(paper.closesAt),
    attempts: standing.attempts, bestScore: standing.bestScore, openAttemptId: standing.openAttemptId,
    canStart: standing.openAttemptId !== null || (!usedFormal && windowOpen(paper, ctx.now()))
  }
}

export async function listPapers(ctx: ExamsContext, userId: number, filter: PaperFilter): Promise<PaperSummary[]> {
  const papers = await publishedPapers(ctx.db, filter)
  const allowed = await Promise.all(papers.map((p) => mayTake(ctx, userId, p)))
  return Promise.all(papers.filter((_, i) => allowed[i]).map((p) => paperSummary(ctx, userId, p)))
}

export async function getPaper(
  ctx: ExamsContext, userId: number, id: number, history: PaperDetail['history']
): Promise<PaperDetail> {
  const paper = await visiblePaper(ctx, userId, id)
  return { ...(await paperSummary(ctx, userId, paper)), description: paper.description, history }
}
