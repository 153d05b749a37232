// Ratings (评估): a learner rates a session they attended and its teacher, once; the comment passes the content
// check before anyone else can read it. The teacher reads the ratings they received, anonymously.
import type { Paged } from '@contract/envelope'
import type { Rating, RatingInput, RatingTarget } from '@contract/classroom/shapes'
import type { RatingSummary, ReceivedRating } from '@contract/classroom/teacher-shapes'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { assertTextShowable } from '../content-check/service'
import type { ClassroomContext } from '../context'
import { findSession } from '../scope/sessions-repo'
import { personOf } from '../scope/views'
import type { ratings } from '../tables'
import * as repo from './repo'

type RatingRow = typeof ratings.$inferSelect

const toRating = (r: RatingRow): Rating => ({
  id: r.id, sessionId: r.sessionId, sessionScore: r.sessionScore, teacherScore: r.teacherScore, comment: r.comment,
  createdAt: r.createdAt.toISOString()
})

export async function listTargets(
  ctx: ClassroomContext, userId: number, query: PageQueryInput & { classId?: number; pending?: boolean }
): Promise<Paged<RatingTarget>> {
  const { rows, mine, total } = await repo.ratingTargets(ctx.db, userId, query, offsetOf(query), query.size)
  const list = rows.map((r): RatingTarget => {
    const rated = mine.get(r.id)
    return {
      sessionId: r.id, classId: r.classId, className: r.className, sessionTitle: r.title, startsAt: r.startsAt.toISOString(),
      teacher: personOf(r.teacherId, r.teacherName, r.teacherAvatar), rating: rated ? toRating(rated) : null
    }
  })
  return { list, total, page: query.page, size: query.size }
}

export async function rate(ctx: ClassroomContext, userId: number, input: RatingInput): Promise<Rating> {
  const session = await findSession(ctx.db, input.sessionId)
  if (!session) throw userError('NOT_FOUND', '课次不存在', 'sessionId')
  if (!(await repo.attended(ctx.db, userId, session.id))) throw userError('RATING_NOT_ATTENDED', '只能评价已上过的课次', 'sessionId')
  const comment = input.comment.trim()
  if (comment) await assertTextShowable(ctx, userId, comment, '评价')
  const created = await repo.insertRating(ctx.db, {
    sessionId: session.id, userId, teacherId: session.teacherId, sessionScore: input.sessionScore,
    teacherScore: input.teacherScore, comment, createdAt: ctx.now()
  })
  if (!created) throw userError('RATING_EXISTS', '你已评价过该课次')
  return toRating(created)
}

export async function listReceived(ctx: ClassroomContext, teacherId: number, query: PageQueryInput): Promise<Paged<ReceivedRating>> {
  const { rows, total } = await repo.receivedRatings(ctx.db, teacherId, offsetOf(query), query.size)
  const list = rows.map(({ rating: r, ...s }): ReceivedRating => ({
    id: r.id, sessionId: r.sessionId, sessionTitle: s.sessionTitle, className: s.className, startsAt: s.startsAt.toISOString(),
    sessionScore: r.sessionScore, teacherScore: r.teacherScore, comment: r.comment, createdAt: r.createdAt.toISOString()
  }))
  return { list, total, page: query.page, size: query.size }
}

const oneDecimal = (v: string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10)

export async function summary(ctx: ClassroomContext, teacherId: number): Promise<RatingSummary> {
  const row = await repo.ratingAverages(ctx.db, teacherId)
  return { count: row?.n ?? 0, teacherScore: oneDecimal(row?.teacher ?? null), sessionScore: oneDecimal(row?.session ?? null) }
}
