// Default targets and rules of a move added to a plan, the spread of training days over a week, and the time a
// day takes: shared by plans, the planner and programs.
import type { LoadUnit } from '@contract/training/constants'
import type { ProgressionRule, SetTarget, WorkoutModule } from '@contract/training/shapes'

export function defaultSets(unit: LoadUnit, count = 3, reps = unit === 'reps' ? 12 : 10, restSec = 90): SetTarget[] {
  const one: SetTarget = { reps: null, loadMode: 'fixed', load: null, durationSec: null, distanceM: null, restSec }
  if (unit === 'weight' || unit === 'reps') one.reps = reps
  if (unit === 'time') one.durationSec = 30
  if (unit === 'distance') one.distanceM = 400
  return Array.from({ length: count }, () => ({ ...one }))
}

export function defaultProgression(unit: LoadUnit): ProgressionRule {
  const base: ProgressionRule = { kind: 'none', loadStep: 2.5, repsStep: 1, maxReps: null, deloadAfterFailures: 2, deloadPercent: 10 }
  if (unit === 'weight') return { ...base, kind: 'add_load' }
  if (unit === 'reps') return { ...base, kind: 'add_reps', maxReps: 20 }
  return base
}

/** Training days spread over Monday (1) … Sunday (7): 3 → 1, 3, 5; 4 → 1, 2, 4, 5. */
export function trainingDayNos(daysPerWeek: number): number[] {
  const spreads: Record<number, number[]> = {
    1: [1], 2: [1, 4], 3: [1, 3, 5], 4: [1, 2, 4, 5], 5: [1, 2, 3, 5, 6], 6: [1, 2, 3, 4, 5, 6], 7: [1, 2, 3, 4, 5, 6, 7]
  }
  return spreads[Math.min(7, Math.max(1, daysPerWeek))]
}

/** Seconds a set's work takes: its time, about 3 s a rep, or 4 min per km. */
export function workSeconds(s: SetTarget): number {
  if (s.durationSec) return s.durationSec
  if (s.distanceM) return Math.round(s.distanceM * 0.24)
  return (s.reps ?? 10) * 3
}

/** Minutes of a day: work and rest of every set, times the rounds of a superset or circuit. */
export function estimatedMinutes(modules: Pick<WorkoutModule, 'rounds' | 'items'>[]): number {
  const seconds = modules.reduce((sum, m) =>
    sum + m.rounds * m.items.reduce((s, i) => s + i.sets.reduce((t, set) => t + workSeconds(set) + set.restSec, 0), 0), 0)
  return Math.round(seconds / 60)
}
