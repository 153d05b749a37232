// Editing a program's schedule alone in the console (weeks → days → modules → moves with their sets: reps, load,
// rest). The editor sends the updatedAt it loaded; the UPDATE holds it in its WHERE, so a schedule a colleague saved
// meanwhile is refused rather than silently overwritten. Audited with the week and move counts before and after.
import { and, eq, gte, lt } from 'drizzle-orm'
import type * as A from '@contract/training/admin-shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { recordAudit, type AuditActor } from '../../system'
import { trainingPrograms } from '../tables'
import { assertScheduleMoves } from './program-moves'
import { getProgram } from './service'

type Weeks = A.AdminProgramScheduleInput['weeks']

const shapeOf = (weeks: Weeks) => ({
  weeks: weeks.length,
  trainingDays: weeks.reduce((n, w) => n + w.days.filter((d) => !d.restDay).length, 0),
  moves: weeks.reduce((n, w) => n + w.days.reduce((m, d) => m + d.modules.reduce((k, mod) => k + mod.items.length, 0), 0), 0)
})

export async function saveSchedule(db: Db, actor: AuditActor, id: number, input: A.AdminProgramScheduleInput, now: Date): Promise<A.AdminProgram> {
  const [before] = await db.select({ title: trainingPrograms.title, schedule: trainingPrograms.schedule }).from(trainingPrograms)
    .where(eq(trainingPrograms.id, id)).limit(1)
  if (!before) throw userError('NOT_FOUND', '训练计划不存在')
  await assertScheduleMoves(db, input.weeks)
  // updated_at keeps microseconds, the editor's copy milliseconds: the same instant is the millisecond it falls in.
  const loaded = new Date(input.updatedAt)
  await db.transaction(async (tx) => {
    const changed = await tx.update(trainingPrograms).set({ schedule: { weeks: input.weeks }, updatedAt: now })
      .where(and(eq(trainingPrograms.id, id), gte(trainingPrograms.updatedAt, loaded), lt(trainingPrograms.updatedAt, new Date(loaded.getTime() + 1))))
      .returning({ id: trainingPrograms.id })
    if (!changed.length) throw userError('CONFLICT', '该计划已被他人修改，请重新打开后再编辑')
    const [was, is] = [shapeOf(before.schedule.weeks), shapeOf(input.weeks)]
    await recordAudit(tx, actor, {
      action: 'trainingProgram.schedule', resource: 'trainingProgram', resourceId: id,
      summary: `力训计划「${before.title}」修改课表：${is.weeks}周，${is.trainingDays}个训练日，${is.moves}个动作`,
      coded: { code: 'trainingProgram.schedule', params: { title: before.title, ...is } }, before: was, after: is
    })
  })
  return getProgram(db, id)
}
