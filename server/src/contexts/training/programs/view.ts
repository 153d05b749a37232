// A program's stored schedule (move ids) turned into the weeks the app shows (moves in full, ids numbered in
// order since a program's rows have none of their own).
import type { Tool } from '@contract/training/constants'
import type { ProgramDetail, ProgramSummary, SetTarget, WorkoutWeek } from '@contract/training/shapes'
import type { Db } from '../../../db'
import { movesByIds, toMoveSummary, type MoveRow } from '../moves/repo'
import { defaultProgression, estimatedMinutes } from '../plans/defaults'
import type { trainingPrograms } from '../tables'

export type ProgramRow = typeof trainingPrograms.$inferSelect

const moveIdsOf = (row: ProgramRow) => [...new Set(row.schedule.weeks.flatMap((w) => w.days.flatMap((d) => d.modules.flatMap((m) => m.items.map((i) => i.moveId)))))]

export function toProgramSummary(row: ProgramRow, unlocked: boolean): ProgramSummary {
  const first = row.schedule.weeks[0]
  return {
    id: row.id, title: row.title, subtitle: row.subtitle, cover: row.cover, level: row.level, weeks: row.schedule.weeks.length,
    daysPerWeek: first ? first.days.filter((d) => !d.restDay).length : 0, access: row.access, goodsId: row.goodsId, priceFen: row.priceFen, unlocked
  }
}

function fullSet(s: Partial<SetTarget>): SetTarget {
  return { reps: s.reps ?? null, loadMode: s.loadMode ?? 'fixed', load: s.load ?? null, durationSec: s.durationSec ?? null, distanceM: s.distanceM ?? null, restSec: s.restSec ?? 90 }
}

export function scheduleOf(row: ProgramRow, moves: Map<number, MoveRow>, weeks: number): WorkoutWeek[] {
  let id = 0
  return row.schedule.weeks.slice(0, weeks).map((w, wi) => ({
    id: ++id, weekNo: wi + 1,
    days: w.days.map((d, di) => {
      const modules = d.modules.map((m) => ({
        id: ++id, kind: m.kind, name: m.name ?? '', rounds: m.rounds ?? 1, restSec: m.restSec ?? 60,
        items: m.items.filter((i) => moves.has(i.moveId)).map((i) => {
          const move = moves.get(i.moveId)!
          return { id: ++id, move: toMoveSummary(move), sets: i.sets.map(fullSet), note: i.note ?? '', progression: { ...defaultProgression(move.unit), ...i.progression } }
        })
      }))
      return { id: ++id, dayNo: di + 1, name: d.name, restDay: d.restDay, modules, estimatedMinutes: estimatedMinutes(modules) }
    })
  }))
}

export async function toProgramDetail(db: Db, row: ProgramRow, unlocked: boolean): Promise<ProgramDetail> {
  const moves = new Map((await movesByIds(db, moveIdsOf(row))).map((m) => [m.id, m]))
  const tools = [...new Set([...moves.values()].map((m) => m.tool))].filter((t): t is Tool => t !== 'bodyweight')
  return { ...toProgramSummary(row, unlocked), description: row.description, tools, schedule: scheduleOf(row, moves, unlocked ? row.schedule.weeks.length : 1) }
}
