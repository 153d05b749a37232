// A program's schedule as the editor's form holds it, and back: the program's weeks (moves in full) become the
// input's move ids and set targets; fields the form does not show (notes, progression rules, time and distance
// targets) travel through unchanged, so saving the schedule never drops them.
import type { AdminProgramDayInput, AdminProgramScheduleInput } from '@contract/training/admin-shapes'
import type { SetTarget, WorkoutDay, WorkoutItem, WorkoutWeek } from '@contract/training/shapes'

export type ScheduleValues = Pick<AdminProgramScheduleInput, 'weeks'>

/** A new set: the previous one copied (the usual way a trainer adds a set), else 8 reps at rest 90 s. */
export const nextSet = (last?: Partial<SetTarget>): Partial<SetTarget> => ({ reps: 8, loadMode: 'fixed', load: null, restSec: 90, ...last })

const itemInput = (item: WorkoutItem) => ({ moveId: item.move.id, sets: item.sets.map((s) => ({ ...s })), note: item.note, progression: item.progression })

const dayInput = (day: WorkoutDay): AdminProgramDayInput => ({
  name: day.name, restDay: day.restDay,
  modules: day.modules.map((m) => ({ kind: m.kind, name: m.name, rounds: m.rounds, restSec: m.restSec, items: m.items.map(itemInput) }))
})

export const toScheduleValues = (weeks: WorkoutWeek[]): ScheduleValues => ({ weeks: weeks.map((w) => ({ days: w.days.map(dayInput) })) })

/** The moves named in the schedule with their names, so the pickers show names before any search. */
export const knownMoves = (weeks: WorkoutWeek[]) =>
  [...new Map(weeks.flatMap((w) => w.days.flatMap((d) => d.modules.flatMap((m) => m.items.map((i) => [i.move.id, i.move.name] as const))))).entries()]
    .map(([id, name]) => ({ id, name }))

/** A rest day keeps no modules; a set's empty number field is no target (null) rather than zero. */
export function toScheduleInput(values: ScheduleValues, updatedAt: string): AdminProgramScheduleInput {
  return {
    updatedAt,
    weeks: values.weeks.map((w) => ({
      days: w.days.map((d) => ({
        ...d, modules: d.restDay ? [] : (d.modules ?? []).map((m) => ({
          ...m, items: (m.items ?? []).map((i) => ({ ...i, sets: i.sets.map((s) => ({ ...s, reps: s.reps ?? null, load: s.load ?? null, durationSec: s.durationSec ?? null })) }))
        }))
      }))
    }))
  }
}
