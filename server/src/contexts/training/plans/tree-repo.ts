// Reads a plan's tree (weeks → days → modules → items with their moves) in four statements, and copies one.
import { asc, eq, inArray } from 'drizzle-orm'
import type { WorkoutWeek } from '@contract/training/shapes'
import type { Db } from '../../../db'
import { toMoveSummary } from '../moves/repo'
import { trainingMoves, trainingPlanDays, trainingPlanItems, trainingPlanModules, trainingPlanWeeks } from '../tables'
import { estimatedMinutes } from './defaults'

export async function loadTree(db: Db, planId: number): Promise<WorkoutWeek[]> {
  const [weeks, days, modules, items] = await Promise.all([
    db.select().from(trainingPlanWeeks).where(eq(trainingPlanWeeks.planId, planId)).orderBy(asc(trainingPlanWeeks.weekNo), asc(trainingPlanWeeks.id)),
    db.select().from(trainingPlanDays).where(eq(trainingPlanDays.planId, planId)).orderBy(asc(trainingPlanDays.dayNo), asc(trainingPlanDays.id)),
    db.select().from(trainingPlanModules).where(eq(trainingPlanModules.planId, planId)).orderBy(asc(trainingPlanModules.sort), asc(trainingPlanModules.id)),
    db.select({ item: trainingPlanItems, move: trainingMoves }).from(trainingPlanItems)
      .innerJoin(trainingMoves, eq(trainingMoves.id, trainingPlanItems.moveId))
      .where(eq(trainingPlanItems.planId, planId)).orderBy(asc(trainingPlanItems.sort), asc(trainingPlanItems.id))
  ])
  return weeks.map((w) => ({
    id: w.id, weekNo: w.weekNo,
    days: days.filter((d) => d.weekId === w.id).map((d) => {
      const mods = modules.filter((m) => m.dayId === d.id).map((m) => ({
        id: m.id, kind: m.kind, name: m.name, rounds: m.rounds, restSec: m.restSec,
        items: items.filter((i) => i.item.moduleId === m.id).map(({ item, move }) => ({
          id: item.id, move: toMoveSummary(move), sets: item.sets, note: item.note, progression: item.progression
        }))
      }))
      return { id: d.id, dayNo: d.dayNo, name: d.name, restDay: d.restDay, modules: mods, estimatedMinutes: estimatedMinutes(mods) }
    })
  }))
}

/** Writes weeks (from a tree, ids ignored) into a plan, after its existing weeks. */
export async function insertWeeks(db: Db, planId: number, weeks: Omit<WorkoutWeek, 'id'>[], firstWeekNo = 1): Promise<void> {
  for (const [wi, week] of weeks.entries()) {
    const [w] = await db.insert(trainingPlanWeeks).values({ planId, weekNo: firstWeekNo + wi }).returning({ id: trainingPlanWeeks.id })
    for (const day of week.days) {
      const [d] = await db.insert(trainingPlanDays).values({ planId, weekId: w.id, dayNo: day.dayNo, name: day.name, restDay: day.restDay })
        .returning({ id: trainingPlanDays.id })
      for (const [mi, mod] of day.modules.entries()) {
        const [m] = await db.insert(trainingPlanModules).values({ planId, dayId: d.id, sort: mi, kind: mod.kind, name: mod.name, rounds: mod.rounds, restSec: mod.restSec })
          .returning({ id: trainingPlanModules.id })
        if (mod.items.length === 0) continue
        await db.insert(trainingPlanItems).values(mod.items.map((item, ii) => ({
          planId, moduleId: m.id, sort: ii, moveId: item.move.id, sets: item.sets, note: item.note, progression: item.progression
        })))
      }
    }
  }
}

export async function deleteWeeks(db: Db, weekIds: number[]): Promise<void> {
  if (weekIds.length > 0) await db.delete(trainingPlanWeeks).where(inArray(trainingPlanWeeks.id, weekIds))
}
