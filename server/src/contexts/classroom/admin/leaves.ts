// Leave review in the back office, for both kinds: learners' requests for a session (leave_requests) and teachers'
// own leave (teacher_leaves). A decision is one conditional UPDATE from 'pending' (a second one is refused with
// LEAVE_STATE); a learner is told the outcome; every decision is audited.
import { and, count, desc, eq } from 'drizzle-orm'
import type { AdminLeave, AdminLeaveQuery } from '@contract/classroom/admin-shapes'
import type { AuditSummaryCode } from '@contract/admin'
import type { LeaveStatus } from '@contract/classroom/constants'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { classRows } from '../../catalog'
import { userRows } from '../../identity'
import { recordAudit, type AuditActor } from '../../system'
import type { ClassroomContext } from '../context'
import { classSessions, leaveRequests, teacherLeaves } from '../tables'
import { notifyLeaveReviewed } from '../notices/outbox'

type Kind = AdminLeave['kind']

function learnerLeaves(ctx: ClassroomContext) {
  const people = userRows(ctx.db, 'leave_person')
  const classes = classRows(ctx.db)
  return ctx.db.select({
    id: leaveRequests.id, userId: leaveRequests.userId, name: people.name, avatar: people.avatar, phone: people.phone,
    className: classes.name, classId: classSessions.classId, sessionTitle: classSessions.title,
    startsAt: classSessions.startsAt, endsAt: classSessions.endsAt, reason: leaveRequests.reason,
    status: leaveRequests.status, reply: leaveRequests.reply, createdAt: leaveRequests.createdAt
  }).from(leaveRequests)
    .innerJoin(classSessions, eq(classSessions.id, leaveRequests.sessionId)).innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(people, eq(people.id, leaveRequests.userId)).$dynamic()
}

function ownLeaves(ctx: ClassroomContext) {
  const people = userRows(ctx.db, 'leave_person')
  return ctx.db.select({
    id: teacherLeaves.id, userId: teacherLeaves.teacherId, name: people.name, avatar: people.avatar, phone: people.phone,
    startsAt: teacherLeaves.startsAt, endsAt: teacherLeaves.endsAt, reason: teacherLeaves.reason,
    status: teacherLeaves.status, reply: teacherLeaves.reply, createdAt: teacherLeaves.createdAt
  }).from(teacherLeaves).innerJoin(people, eq(people.id, teacherLeaves.teacherId)).$dynamic()
}

type Row = Awaited<ReturnType<ReturnType<typeof ownLeaves>['execute']>>[number] & { className?: string; sessionTitle?: string }

const toLeave = (kind: Kind) => (r: Row): AdminLeave => ({
  id: r.id, kind, person: { id: r.userId, name: r.name, avatar: r.avatar, phone: r.phone },
  className: r.className ?? '', sessionTitle: r.sessionTitle ?? '', startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(),
  reason: r.reason, status: r.status, reply: r.reply, createdAt: r.createdAt.toISOString()
})

export async function listLeaves(ctx: ClassroomContext, query: PageQueryInput & Omit<AdminLeaveQuery, 'page' | 'size'>): Promise<Paged<AdminLeave>> {
  const status = query.status
  const [list, [total]] = query.kind === 'learner'
    ? await Promise.all([
      learnerLeaves(ctx).where(status && eq(leaveRequests.status, status)).orderBy(desc(leaveRequests.id)).offset(offsetOf(query)).limit(query.size),
      ctx.db.select({ n: count() }).from(leaveRequests).where(status && eq(leaveRequests.status, status))
    ])
    : await Promise.all([
      ownLeaves(ctx).where(status && eq(teacherLeaves.status, status)).orderBy(desc(teacherLeaves.id)).offset(offsetOf(query)).limit(query.size),
      ctx.db.select({ n: count() }).from(teacherLeaves).where(status && eq(teacherLeaves.status, status))
    ])
  return { list: (list as Row[]).map(toLeave(query.kind)), total: total?.n ?? 0, page: query.page, size: query.size }
}

async function leaveById(ctx: ClassroomContext, kind: Kind, id: number) {
  const [row] = kind === 'learner'
    ? await learnerLeaves(ctx).where(eq(leaveRequests.id, id))
    : await ownLeaves(ctx).where(eq(teacherLeaves.id, id))
  return row as (Row & { classId?: number }) | undefined
}

const STATE_WORDS: Record<LeaveStatus, string> = { pending: '提交', approved: '批准', rejected: '驳回', withdrawn: '撤回' }

/** Learners' and teachers' leave read differently in the audit log (学员… / 讲师…), so each kind has its own code. */
const LEAVE_CODES = {
  learner: { approved: 'leave.approve', rejected: 'leave.reject' },
  teacher: { approved: 'leave.approveTeacher', rejected: 'leave.rejectTeacher' }
} as const satisfies Record<Kind, Record<'approved' | 'rejected', AuditSummaryCode>>

export async function reviewLeave(
  ctx: ClassroomContext, actor: AuditActor, kind: Kind, id: number, decision: 'approved' | 'rejected', reply: string | undefined
): Promise<AdminLeave> {
  if (decision === 'rejected' && !reply?.trim()) throw userError('LEAVE_REPLY_REQUIRED', '驳回请假申请时请填写原因', 'reply')
  const set = { status: decision, reply: reply ?? '', reviewedBy: actor.id, reviewedAt: ctx.now() }
  await ctx.db.transaction(async (tx) => {
    const [moved] = kind === 'learner'
      ? await tx.update(leaveRequests).set(set).where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending'))).returning({ id: leaveRequests.id })
      : await tx.update(teacherLeaves).set(set).where(and(eq(teacherLeaves.id, id), eq(teacherLeaves.status, 'pending'))).returning({ id: teacherLeaves.id })
    const row = await leaveById({ ...ctx, db: tx }, kind, id)
    if (!row) throw userError('NOT_FOUND', '请假申请不存在')
    if (!moved) throw userError('LEAVE_STATE', `该请假申请已${STATE_WORDS[row.status]}，不能再审核`)
    const verb = decision === 'approved' ? '批准' : '驳回'
    if (kind === 'learner') await notifyLeaveReviewed(tx, id, ctx.now())
    await recordAudit(tx, actor, {
      action: `leave.${decision === 'approved' ? 'approve' : 'reject'}`, resource: kind === 'learner' ? 'leave_request' : 'teacher_leave',
      resourceId: id, summary: `${verb}${kind === 'learner' ? '学员' : '讲师'}${row.name}的请假申请${reply ? `；回复：${reply}` : ''}`,
      coded: { code: LEAVE_CODES[kind][decision], params: { name: row.name, reply: reply ?? '' } },
      before: { status: 'pending' }, after: { status: decision, reply: reply ?? '' }
    })
  })
  return toLeave(kind)((await leaveById(ctx, kind, id))!)
}
