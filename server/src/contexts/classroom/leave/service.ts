// Leave: a learner asks for one of their sessions not started yet; a teacher of that class (or staff) approves or
// rejects while it is pending (one conditional UPDATE: WHERE id AND status = 'pending'); the learner may withdraw it
// while pending. States: pending → approved / rejected / withdrawn (LEAVE_STATUSES).
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Paged } from '@contract/envelope'
import type { LeaveStatus } from '@contract/classroom/constants'
import type { LeaveInput, LeaveRequest } from '@contract/classroom/shapes'
import type { TeacherLeaveRequest } from '@contract/classroom/teacher-shapes'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { classRows } from '../../catalog'
import { userRows } from '../../identity'
import { syncSeats } from '../../learning'
import type { ClassroomContext } from '../context'
import { holdsSeat, teacherScope, type Viewer } from '../scope/scope'
import { findSession } from '../scope/sessions-repo'
import { tellLearner } from '../notices/tell'
import { notifyLeaveReviewed } from '../notices/outbox'
import { classSessions, leaveRequests } from '../tables'

const notFound = () => userError('NOT_FOUND', '请假申请不存在')

function leaveQuery(ctx: ClassroomContext) {
  const people = userRows(ctx.db, 'leave_learner')
  const classes = classRows(ctx.db)
  return ctx.db
    .select({ leave: leaveRequests, className: classes.name, classId: classSessions.classId,
      sessionTitle: classSessions.title, startsAt: classSessions.startsAt, learnerName: people.name, learnerAvatar: people.avatar })
    .from(leaveRequests)
    .innerJoin(classSessions, eq(classSessions.id, leaveRequests.sessionId))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(people, eq(people.id, leaveRequests.userId))
    .$dynamic()
}

type LeaveRow = Awaited<ReturnType<ReturnType<typeof leaveQuery>['execute']>>[number]

function toLeave(r: LeaveRow): LeaveRequest {
  return {
    id: r.leave.id, sessionId: r.leave.sessionId, classId: r.classId, className: r.className, sessionTitle: r.sessionTitle,
    startsAt: r.startsAt.toISOString(), reason: r.leave.reason, status: r.leave.status, reply: r.leave.reply,
    createdAt: r.leave.createdAt.toISOString(), reviewedAt: r.leave.reviewedAt?.toISOString() ?? null
  }
}

const toTeacherLeave = (r: LeaveRow): TeacherLeaveRequest =>
  ({ ...toLeave(r), learner: { id: r.leave.userId, name: r.learnerName ?? '', avatar: r.learnerAvatar ?? '' } })

export async function askLeave(ctx: ClassroomContext, userId: number, input: LeaveInput): Promise<LeaveRequest> {
  const now = ctx.now()
  await syncSeats(ctx.db, { userId }, now)
  const session = await findSession(ctx.db, input.sessionId, holdsSeat(ctx.db, userId, classSessions.classId))
  if (!session) throw userError('NOT_FOUND', '课次不存在', 'sessionId')
  if (session.status === 'cancelled') throw userError('CLASS_SESSION_CANCELLED', '该课次已取消')
  if (session.startsAt <= now) throw userError('CLASS_SESSION_STARTED', '该课次已开始，不能再请假')
  const [row] = await ctx.db.insert(leaveRequests)
    .values({ sessionId: session.id, userId, reason: input.reason, createdAt: now })
    .onConflictDoNothing().returning({ id: leaveRequests.id })
  if (!row) throw userError('LEAVE_EXISTS', '你已为该课次提交过请假申请')
  const [created] = await leaveQuery(ctx).where(eq(leaveRequests.id, row.id))
  return toLeave(created!)
}

export async function listMyLeaves(ctx: ClassroomContext, userId: number, query: PageQueryInput & { status?: LeaveStatus }): Promise<Paged<LeaveRequest>> {
  const where = and(eq(leaveRequests.userId, userId), query.status ? eq(leaveRequests.status, query.status) : undefined)
  const [rows, [total]] = await Promise.all([
    leaveQuery(ctx).where(where).orderBy(desc(leaveRequests.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(leaveRequests).where(where)
  ])
  return { list: rows.map(toLeave), total: total?.n ?? 0, page: query.page, size: query.size }
}

/** Moves a pending request in one conditional UPDATE (owner or scope in the same WHERE); LEAVE_STATE when it is no
 *  longer pending; not found outside the caller's reach. */
async function move(ctx: ClassroomContext, id: number, scope: SQL | undefined, to: LeaveStatus, set: { reply?: string; reviewedBy?: number }) {
  const now = ctx.now()
  const [moved] = await ctx.db.update(leaveRequests)
    .set({ status: to, reply: set.reply ?? '', reviewedBy: set.reviewedBy ?? null, reviewedAt: set.reviewedBy ? now : null })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending'), scope))
    .returning({ id: leaveRequests.id })
  const [row] = await leaveQuery(ctx).where(and(eq(leaveRequests.id, id), scope))
  if (!row) throw notFound()
  if (!moved) throw userError('LEAVE_STATE', `该请假申请已${STATE_WORDS[row.leave.status]}，不能再操作`)
  return row
}

const STATE_WORDS: Record<LeaveStatus, string> = { pending: '提交', approved: '批准', rejected: '驳回', withdrawn: '撤回' }

export async function withdrawLeave(ctx: ClassroomContext, userId: number, id: number): Promise<LeaveRequest> {
  return toLeave(await move(ctx, id, eq(leaveRequests.userId, userId), 'withdrawn', {}))
}

export async function review(ctx: ClassroomContext, viewer: Viewer, id: number, decision: 'approved' | 'rejected', reply: string | undefined): Promise<TeacherLeaveRequest> {
  if (decision === 'rejected' && !reply?.trim()) throw userError('LEAVE_REPLY_REQUIRED', '驳回请假申请时请填写原因', 'reply')
  const scope = teacherScope(ctx.db, viewer, classSessions.classId)
  const inScope = scope && inArray(leaveRequests.sessionId, ctx.db.select({ id: classSessions.id }).from(classSessions).where(scope))
  const reviewed = toTeacherLeave(await move(ctx, id, inScope, decision, { reply, reviewedBy: viewer.id }))
  await tellLearner(ctx, () => notifyLeaveReviewed(ctx.db, id, ctx.now()))
  return reviewed
}

export async function listForTeacher(ctx: ClassroomContext, viewer: Viewer, query: PageQueryInput & { status?: LeaveStatus; classId?: number }): Promise<Paged<TeacherLeaveRequest>> {
  const where = and(
    teacherScope(ctx.db, viewer, classSessions.classId), query.status ? eq(leaveRequests.status, query.status) : undefined,
    query.classId ? eq(classSessions.classId, query.classId) : undefined
  )
  const [rows, [total]] = await Promise.all([
    leaveQuery(ctx).where(where).orderBy(desc(leaveRequests.id)).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(leaveRequests).innerJoin(classSessions, eq(classSessions.id, leaveRequests.sessionId)).where(where)
  ])
  return { list: rows.map(toTeacherLeave), total: total?.n ?? 0, page: query.page, size: query.size }
}
