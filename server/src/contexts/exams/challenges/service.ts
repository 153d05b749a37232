// A chapter challenge's leaderboard: each learner's best handed-in attempt, higher score first, faster first on a
// tie. Only holders of the course can start a challenge, so everyone on the board learns the same course.
import { and, eq, sql } from 'drizzle-orm'
import type { LeaderboardEntry } from '@contract/exams/shapes'
import { userNameRows } from '../../identity'
import type { ExamsContext } from '../context'
import { paperNotFound, visiblePaper } from '../papers/access'
import { examAttempts } from '../tables'

const BOARD_SIZE = 50

export async function leaderboard(ctx: ExamsContext, userId: number, paperId: number): Promise<LeaderboardEntry[]> {
  const paper = await visiblePaper(ctx, userId, paperId)
  if (paper.mode !== 'challenge') throw paperNotFound()
  const duration = sql<number>`extract(epoch from ${examAttempts.submittedAt} - ${examAttempts.startedAt})::int`
  const best = ctx.db.selectDistinctOn([examAttempts.userId], {
    userId: examAttempts.userId, score: sql<number>`coalesce(${examAttempts.score}, 0)`.as('best_score'),
    durationSec: duration.as('duration_sec')
  }).from(examAttempts)
    .where(and(eq(examAttempts.paperId, paperId), eq(examAttempts.state, 'submitted')))
    .orderBy(examAttempts.userId, sql`coalesce(${examAttempts.score}, 0) desc`, duration)
    .as('best')
  const names = userNameRows(ctx.db)
  const rows = await ctx.db.select({ userId: best.userId, score: best.score, durationSec: best.durationSec, name: names.displayName })
    .from(best).innerJoin(names, eq(names.id, best.userId))
    .orderBy(sql`${best.score} desc`, best.durationSec, best.userId).limit(BOARD_SIZE)
  return rows.map((r, i) => ({ rank: i + 1, ...r, isMe: r.userId === userId }))
}
