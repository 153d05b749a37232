// The moves a program's schedule names must all exist (hidden ones included: a program may keep a move the library
// no longer lists); shared by saving a whole program and saving its schedule alone.
import { sql } from 'drizzle-orm'
import type { AdminProgramDayInput } from '@contract/training/admin-shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { trainingMoves } from '../tables'

export async function assertScheduleMoves(db: Db, weeks: { days: AdminProgramDayInput[] }[]): Promise<void> {
  const moveIds = [...new Set(weeks.flatMap((w) => w.days.flatMap((d) => d.modules.flatMap((m) => m.items.map((i) => i.moveId)))))]
  if (!moveIds.length) return
  const found = await db.select({ id: trainingMoves.id }).from(trainingMoves).where(sql`${trainingMoves.id} in ${moveIds}`)
  if (found.length !== moveIds.length) throw userError('NOT_FOUND', '计划中的动作不存在')
}
