// Read-only records of the back office: transfer and retrain moves (newest first, by kind or class) and ratings of
// sessions and teachers (newest first, by class or teacher). Each page is one statement plus its count.
import { and, count, desc, eq, or } from 'drizzle-orm'
import type { AdminRating, AdminRatingQuery, SeatMove, SeatMoveQuery } from '@contract/classroom/admin-shapes'
import type { Paged } from '@contract/envelope'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { classRows } from '../../catalog'
import { userRows } from '../../identity'
import { seatMoveRows } from '../../learning'
import type { ClassroomContext } from '../context'
import { personOf } from '../scope/views'
import { classSessions, ratings } from '../tables'

function classNames(ctx: ClassroomContext, alias: string) {
  const classes = classRows(ctx.db)
  return ctx.db.select({ id: classes.id, name: classes.name }).from(classes).as(alias)
}

type Filters<Q> = PageQueryInput & Omit<Q, 'page' | 'size'>

export async function listSeatMoves(ctx: ClassroomContext, query: Filters<SeatMoveQuery>): Promise<Paged<SeatMove>> {
  const moves = seatMoveRows(ctx.db)
  const learner = userRows(ctx.db, 'move_learner')
  const by = userRows(ctx.db, 'move_by')
  const from = classNames(ctx, 'from_class')
  const to = classNames(ctx, 'to_class')
  const where = and(
    query.kind ? eq(moves.kind, query.kind) : undefined,
    query.classId ? or(eq(moves.fromClassId, query.classId), eq(moves.toClassId, query.classId)) : undefined
  )
  const [rows, [total]] = await Promise.all([
    ctx.db.select({
      id: moves.id, kind: moves.kind, userId: moves.userId, byUserId: moves.byUserId, fromClassId: moves.fromClassId,
      toClassId: moves.toClassId, reason: moves.reason, createdAt: moves.createdAt, fromName: from.name, toName: to.name,
      learnerName: learner.name, learnerAvatar: learner.avatar, learnerPhone: learner.phone, byName: by.name, byAvatar: by.avatar
    }).from(moves)
      .innerJoin(learner, eq(learner.id, moves.userId)).innerJoin(by, eq(by.id, moves.byUserId))
      .innerJoin(from, eq(from.id, moves.fromClassId)).innerJoin(to, eq(to.id, moves.toClassId))
      .where(where).orderBy(desc(moves.createdAt), desc(moves.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(moves).where(where)
  ])
  const list = rows.map((r): SeatMove => ({
    id: r.id, kind: r.kind,
    learner: { id: r.userId, name: r.learnerName, avatar: r.learnerAvatar, phone: r.learnerPhone },
    fromClass: { id: r.fromClassId, name: r.fromName }, toClass: { id: r.toClassId, name: r.toName },
    by: { id: r.byUserId, name: r.byName, avatar: r.byAvatar }, reason: r.reason, createdAt: r.createdAt.toISOString()
  }))
  return { list, total: total?.n ?? 0, page: query.page, size: query.size }
}

export async function listRatings(ctx: ClassroomContext, query: Filters<AdminRatingQuery>): Promise<Paged<AdminRating>> {
  const classes = classRows(ctx.db)
  const learner = userRows(ctx.db, 'rating_learner')
  const teacher = userRows(ctx.db, 'rating_teacher')
  const where = and(
    query.classId ? eq(classSessions.classId, query.classId) : undefined,
    query.teacherId ? eq(ratings.teacherId, query.teacherId) : undefined
  )
  const [rows, [total]] = await Promise.all([
    ctx.db.select({
      rating: ratings, className: classes.name, sessionTitle: classSessions.title, learnerName: learner.name, learnerAvatar: learner.avatar,
      teacherId: teacher.id, teacherName: teacher.name, teacherAvatar: teacher.avatar
    }).from(ratings)
      .innerJoin(classSessions, eq(classSessions.id, ratings.sessionId)).innerJoin(classes, eq(classes.id, classSessions.classId))
      .innerJoin(learner, eq(learner.id, ratings.userId)).leftJoin(teacher, eq(teacher.id, ratings.teacherId))
      .where(where).orderBy(desc(ratings.createdAt), desc(ratings.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(ratings).innerJoin(classSessions, eq(classSessions.id, ratings.sessionId)).where(where)
  ])
  const list = rows.map((r): AdminRating => ({
    id: r.rating.id, learner: { id: r.rating.userId, name: r.learnerName, avatar: r.learnerAvatar },
    teacher: personOf(r.teacherId, r.teacherName, r.teacherAvatar),
    className: r.className, sessionTitle: r.sessionTitle, sessionScore: r.rating.sessionScore, teacherScore: r.rating.teacherScore,
    comment: r.rating.comment, createdAt: r.rating.createdAt.toISOString()
  }))
  return { list, total: total?.n ?? 0, page: query.page, size: query.size }
}
