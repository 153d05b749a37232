// The classroom side of a catalog class: its venue and teachers (PUT replaces both, audited), and cancelling the
// class: sign-up stopped (off sale), every session not started yet cancelled (held ones keep their attendance), each learner told once. Refunds are not made
// here: they stay the operator's separate action in the refunds screen, and the response's class says cancelled.
import { and, eq, gt } from 'drizzle-orm'
import type { AdminClassSetup, ClassSetupInput } from '@contract/classroom/admin-shapes'
import { userError } from '../../../http/errors'
import type { Db } from '../../../db'
import { setClassOffSale } from '../../catalog'
import { idsWithRole } from '../../identity'
import { syncSeats } from '../../learning'
import { recordAudit, type AuditActor } from '../../system'
import * as classes from '../classes/repo'
import type { ClassroomContext } from '../context'
import { classSessions, classSetups, classTeachers, venues } from '../tables'
import { notifyClassCancelled } from '../notices/outbox'

const classNotFound = () => userError('CLASS_NOT_FOUND', '班级不存在')

export async function getSetup(db: Db, classId: number): Promise<AdminClassSetup> {
  const found = await classes.findClass(db, classId)
  if (!found) throw classNotFound()
  const v = found.venue
  return {
    classId,
    venue: v ? { id: v.id, name: v.name, city: v.city, address: v.address, lat: v.lat, lng: v.lng, phone: v.phone } : null,
    teachers: await classes.teachersOf(db, classId),
    cancelled: found.cancelled
  }
}

async function checkInput(db: Db, input: ClassSetupInput) {
  if (input.venueId !== null) {
    const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, input.venueId))
    if (!venue) throw userError('VALIDATION', '所选场地不存在', 'venueId')
  }
  const ids = [...new Set(input.teacherIds)]
  const teachers = await idsWithRole(db, ids, 'teacher')
  if (teachers.length !== ids.length) throw userError('VALIDATION', '所选讲师中有人不是讲师', 'teacherIds')
  return ids
}

export async function setSetup(ctx: ClassroomContext, actor: AuditActor, classId: number, input: ClassSetupInput): Promise<AdminClassSetup> {
  const before = await getSetup(ctx.db, classId)
  const teacherIds = await checkInput(ctx.db, input)
  await ctx.db.transaction(async (tx) => {
    await tx.insert(classSetups).values({ classId, venueId: input.venueId, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: classSetups.classId, set: { venueId: input.venueId, updatedAt: ctx.now() } })
    await tx.delete(classTeachers).where(eq(classTeachers.classId, classId))
    if (teacherIds.length > 0) await tx.insert(classTeachers).values(teacherIds.map((teacherId, sort) => ({ classId, teacherId, sort })))
    await recordAudit(tx, actor, {
      action: 'class.classroom', resource: 'class', resourceId: classId, summary: `设置班级#${classId}的场地与讲师`,
      coded: { code: 'class.classroom', params: { id: classId } },
      before: { venueId: before.venue?.id ?? null, teacherIds: before.teachers.map((t) => t.id) }, after: { venueId: input.venueId, teacherIds }
    })
  })
  return getSetup(ctx.db, classId)
}

export async function cancelClass(ctx: ClassroomContext, actor: AuditActor, classId: number, reason: string): Promise<AdminClassSetup> {
  const now = ctx.now()
  const found = await classes.findClass(ctx.db, classId)
  if (!found) throw classNotFound()
  await syncSeats(ctx.db, { classId }, now)
  await ctx.db.transaction(async (tx) => {
    // A class without a setup row gets one first, so the cancel itself is always one conditional UPDATE.
    await tx.insert(classSetups).values({ classId, updatedAt: now }).onConflictDoNothing({ target: classSetups.classId })
    const [moved] = await tx.update(classSetups).set({ cancelled: true, cancelReason: reason, updatedAt: now })
      .where(and(eq(classSetups.classId, classId), eq(classSetups.cancelled, false))).returning({ id: classSetups.classId })
    if (!moved) throw userError('CLASS_CANCELLED', '该班级已取消，无需重复操作')
    await setClassOffSale(tx, classId, true)
    await tx.update(classSessions).set({ status: 'cancelled', cancelReason: reason })
      .where(and(eq(classSessions.classId, classId), eq(classSessions.status, 'scheduled'), gt(classSessions.startsAt, now)))
    const told = await notifyClassCancelled(tx, classId, now, reason)
    await recordAudit(tx, actor, {
      action: 'class.cancel', resource: 'class', resourceId: classId,
      summary: `取消班级「${found.cls.name}」，已通知${told}名学员；原因：${reason}（退款需另行在退款管理中处理）`,
      coded: { code: 'class.cancel', params: { name: found.cls.name, told, reason } },
      after: { cancelled: true, reason, told }
    })
  })
  return getSetup(ctx.db, classId)
}
