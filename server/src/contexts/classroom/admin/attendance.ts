// A session's attendance in the back office: every learner holding a seat with their row, and staff corrections
// (method 'staff'), written with the audit entry in one transaction through the classroom's attendance service.
import type { AttendanceCorrectionInput, AttendanceRow } from '@contract/classroom/admin-shapes'
import { recordAudit, type AuditActor } from '../../system'
import * as attendance from '../attendance/service'
import type { ClassroomContext } from '../context'

const STAFF = { id: 0, roles: ['academic' as const] }

export async function sessionAttendance(ctx: ClassroomContext, sessionId: number): Promise<AttendanceRow[]> {
  return (await attendance.getSessionAttendance(ctx, STAFF, sessionId)).rows
}

export async function correctAttendance(
  ctx: ClassroomContext, actor: AuditActor, sessionId: number, input: AttendanceCorrectionInput
): Promise<AttendanceRow> {
  const staff = { ...STAFF, id: actor.id }
  const session = await attendance.sessionInScope(ctx, staff, sessionId)
  const before = (await attendance.getSessionAttendance(ctx, staff, sessionId)).rows.find((r) => r.learner.id === input.userId)
  return ctx.db.transaction(async (tx) => {
    const row = await attendance.mark({ ...ctx, db: tx }, staff, { sessionId, userId: input.userId, status: input.status }, 'staff')
    await recordAudit(tx, actor, {
      action: 'attendance.correct', resource: 'class_session', resourceId: sessionId,
      summary: `更正「${session.title}」学员${row.learner.name || `#${row.learner.id}`}的出勤：${before?.status ?? '未记录'} → ${input.status}；原因：${input.reason}`,
      coded: {
        code: 'attendance.correct',
        params: { title: session.title, learner: row.learner.name || `#${row.learner.id}`, fromMark: before?.status ?? 'none', toMark: input.status, reason: input.reason }
      },
      before: { userId: input.userId, status: before?.status ?? null }, after: { userId: input.userId, status: input.status, reason: input.reason }
    })
    return row
  })
}
