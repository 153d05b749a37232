// Next targets of plan moves, progressed from the user's logs of that plan (progression/calc.ts).
import type { NextTarget, WorkoutModule } from '@contract/training/shapes'
import type { Db } from '../../../db'
import { getPlan } from '../plans/service'
import { nextTargets, type PastSession } from './calc'
import * as repo from './repo'

/** For each move of `modules`: its past sessions in this plan (latest first). */
async function historyByMove(db: Db, userId: number, planId: number): Promise<Map<number, PastSession[]>> {
  const sessions = await repo.pastSessions(db, userId, planId)
  const sets = await repo.setsOfSessions(db, userId, sessions.map((s) => s.id))
  const byMove = new Map<number, PastSession[]>()
  for (const s of sessions) {
    const targetsByMove = new Map<number, PastSession['targets']>()
    for (const m of s.modules) for (const i of m.items) if (!targetsByMove.has(i.move.id)) targetsByMove.set(i.move.id, i.sets)
    for (const [moveId, targets] of targetsByMove) {
      const logged = sets.filter((x) => x.sessionId === s.id && x.moveId === moveId)
      if (logged.length === 0) continue
      byMove.set(moveId, [...(byMove.get(moveId) ?? []), { targets, sets: logged }])
    }
  }
  return byMove
}

/** The modules with each item's targets progressed (a session's snapshot at its start). */
export async function progressedModules(db: Db, userId: number, planId: number, modules: WorkoutModule[]): Promise<WorkoutModule[]> {
  const history = await historyByMove(db, userId, planId)
  return modules.map((m) => ({
    ...m, items: m.items.map((i) => ({ ...i, sets: nextTargets(i.sets, i.progression, history.get(i.move.id) ?? []).sets }))
  }))
}

export async function planProgression(db: Db, userId: number, planId: number): Promise<NextTarget[]> {
  const plan = await getPlan(db, userId, planId)
  const history = await historyByMove(db, userId, planId)
  const seen = new Set<number>()
  const out: NextTarget[] = []
  for (const w of plan.schedule) for (const d of w.days) for (const m of d.modules) for (const i of m.items) {
    if (seen.has(i.id)) continue
    seen.add(i.id)
    const next = nextTargets(i.sets, i.progression, history.get(i.move.id) ?? [])
    out.push({ itemId: i.id, moveId: i.move.id, ...next })
  }
  return out
}
