// A class's sessions (课次) in the back office: list with counts, add, edit, cancel. A new time marks the session
// moved and tells every learner; a cancel tells them with the reason. Each write is audited in its transaction.
import { and, asc, eq } from 'drizzle-orm'
import type { AdminSession, SessionInput } from '@contract/classroom/admin-shapes'
import { userError } from '../../../http/errors'
import { idsWithRole } from '../../identity'
import { syncSeats } from '../../learning'
import { recordAudit, type AuditActor } from '../../system'
import { sessionCounts } from '../attendance/repo'
import * as classes from '../classes/repo'
import type { ClassroomContext } from '../context'
import { findSession, sessionQuery, type SessionRow } from '../scope/sessions-repo'
import { toClassSession } from '../scope/views'
import { classSessions } from '../tables'
import { notifySessionChanged } from '../notices/outbox'

const sessionNotFound = () => userError('NOT_FOUND', '课次不存在')

async function withCounts(ctx: ClassroomContext, rows: SessionRow[]): Promise<AdminSession[]> {
  const counts = await sessionCounts(ctx.db, rows.map((r) => r.id))
  return rows.map((r) => {
    const c = counts.get(r.id)
    return { ...toClassSession(r, ctx.now(), false), expected: c?.expected ?? 0, present: (c?.present ?? 0) + (c?.late ?? 0), leave: c?.leave ?? 0 }
  })
}

async function sessionById(ctx: ClassroomContext, id: number): Promise<AdminSession> {
  const row = await findSession(ctx.db, id)
  if (!row) throw sessionNotFound()
  return (await withCounts(ctx, [row]))[0]!
}

async function requireClass(ctx: ClassroomContext, classId: number) {
  const found = await classes.findClass(ctx.db, classId)
  if (!found) throw userError('CLASS_NOT_FOUND', '班级不存在')
  return found
}

async function checkTeacher(ctx: ClassroomContext, teacherId: number | null) {
  if (teacherId === null) return
  if ((await idsWithRole(ctx.db, [teacherId], 'teacher')).length === 0) throw userError('VALIDATION', '所选讲师不存在或不是讲师', 'teacherId')
}

export async function listSessions(ctx: ClassroomContext, classId: number): Promise<AdminSession[]> {
  await requireClass(ctx, classId)
  await syncSeats(ctx.db, { classId }, ctx.now())
  const { query } = sessionQuery(ctx.db, null)
  const rows = await query.where(eq(classSessions.classId, classId)).orderBy(asc(classSessions.startsAt), asc(classSessions.id)).limit(500)
  return withCounts(ctx, rows)
}

export async function createSession(ctx: ClassroomContext, actor: AuditActor, classId: number, input: SessionInput): Promise<AdminSession> {
  const found = await requireClass(ctx, classId)
  if (found.cancelled) throw userError('CLASS_CANCELLED', '该班级已取消，不能再添加课次')
  await checkTeacher(ctx, input.teacherId)
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(classSessions).values({
      classId, title: input.title, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), teacherId: input.teacherId
    }).returning()
    await recordAudit(tx, actor, {
      action: 'classSession.create', resource: 'class_session', resourceId: row!.id, summary: `班级「${found.cls.name}」新增课次「${input.title}」`,
      coded: { code: 'classSession.create', params: { className: found.cls.name, title: input.title } }, after: input
    })
    return row!.id
  })
  return sessionById(ctx, id)
}

/** Enrolment from orders made current before the learners to tell are read. */
async function syncLearners(ctx: ClassroomContext, sessionId: number) {
  const session = await findSession(ctx.db, sessionId)
  if (!session) throw sessionNotFound()
  await syncSeats(ctx.db, { classId: session.classId }, ctx.now())
}

export async function updateSession(ctx: ClassroomContext, actor: AuditActor, id: number, input: SessionInput): Promise<AdminSession> {
  await checkTeacher(ctx, input.teacherId)
  const startsAt = new Date(input.startsAt)
  const endsAt = new Date(input.endsAt)
  await syncLearners(ctx, id)
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(classSessions).where(eq(classSessions.id, id)).for('update')
    if (!before) throw sessionNotFound()
    if (before.status === 'cancelled') throw userError('CLASS_SESSION_CANCELLED', '该课次已取消，不能再修改')
    const moved = before.startsAt.getTime() !== startsAt.getTime() || before.endsAt.getTime() !== endsAt.getTime()
    await tx.update(classSessions).set({ title: input.title, startsAt, endsAt, teacherId: input.teacherId, moved: before.moved || moved })
      .where(eq(classSessions.id, id))
    const told = moved ? await notifySessionChanged(tx, id, 'moved', ctx.now()) : 0
    await recordAudit(tx, actor, {
      action: 'classSession.update', resource: 'class_session', resourceId: id,
      summary: `修改课次「${input.title}」${moved ? `，时间调整，已通知${told}名学员` : ''}`,
      coded: moved ? { code: 'classSession.move', params: { title: input.title, told } } : { code: 'classSession.update', params: { title: input.title } },
      before: { title: before.title, startsAt: before.startsAt, endsAt: before.endsAt, teacherId: before.teacherId }, after: input
    })
  })
  return sessionById(ctx, id)
}

export async function cancelSession(ctx: ClassroomContext, actor: AuditActor, id: number, reason: string): Promise<AdminSession> {
  await syncLearners(ctx, id)
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(classSessions).set({ status: 'cancelled', cancelReason: reason })
      .where(and(eq(classSessions.id, id), eq(classSessions.status, 'scheduled'))).returning()
    if (!row) {
      const [exists] = await tx.select({ id: classSessions.id }).from(classSessions).where(eq(classSessions.id, id))
      throw exists ? userError('CLASS_SESSION_CANCELLED', '该课次已取消，无需重复操作') : sessionNotFound()
    }
    const told = await notifySessionChanged(tx, id, 'cancelled', ctx.now(), reason)
    await recordAudit(tx, actor, {
      action: 'classSession.cancel', resource: 'class_session', resourceId: id,
      summary: `取消课次「${row.title}」，已通知${told}名学员；原因：${reason}`,
      coded: { code: 'classSession.cancel', params: { title: row.title, told, reason } }, after: { status: 'cancelled', reason, told }
    })
  })
  return sessionById(ctx, id)
}
