// Pure arithmetic of the logs: estimated 1RM, volume, records. No database, so unit tests and the API share it.
import { E1RM_MAX_REPS } from '@contract/training/constants'
import type { LoadUnit } from '@contract/training/constants'

export interface LoggedSet {
  moveId: number
  reps: number | null
  loadKg: number | null
  durationSec: number | null
  distanceM: number | null
  done: boolean
  loggedAt: Date
}

const round1 = (n: number) => Math.round(n * 10) / 10

/**
 * Epley: load × (1 + reps / 30); a single is its load. Only sets of 1 to 12 reps with a load: beyond 12 reps the
 * estimate says little, and a set without load (bodyweight) has no 1RM.
 */
export function epley(loadKg: number | null, reps: number | null): number | null {
  if (!loadKg || loadKg <= 0 || !reps || reps < 1 || reps > E1RM_MAX_REPS) return null
  return round1(reps === 1 ? loadKg : loadKg * (1 + reps / 30))
}

export const setVolume = (s: Pick<LoggedSet, 'reps' | 'loadKg'>) => (s.loadKg ?? 0) * (s.reps ?? 0)

export interface Best {
  e1rmKg: number | null
  bestLoadKg: number | null
  bestReps: number | null
  bestVolumeKg: number | null
  longestSec: number | null
  longestM: number | null
  achievedAt: Date
}

const max = (a: number | null, b: number | null) => (b === null || b === 0 ? a : a === null ? b : Math.max(a, b))

/** The bests of one move's sets; achievedAt is when the latest of them was first reached. */
export function bestOf(sets: LoggedSet[]): Best | null {
  if (sets.length === 0) return null
  const ordered = [...sets].sort((a, b) => a.loggedAt.getTime() - b.loggedAt.getTime())
  let best: Best = { e1rmKg: null, bestLoadKg: null, bestReps: null, bestVolumeKg: null, longestSec: null, longestM: null, achievedAt: ordered[0].loggedAt }
  for (const s of ordered) {
    const next: Best = {
      e1rmKg: max(best.e1rmKg, epley(s.loadKg, s.reps)),
      bestLoadKg: max(best.bestLoadKg, s.loadKg),
      bestReps: max(best.bestReps, s.reps),
      bestVolumeKg: max(best.bestVolumeKg, setVolume(s) || null),
      longestSec: max(best.longestSec, s.durationSec),
      longestM: max(best.longestM, s.distanceM),
      achievedAt: best.achievedAt
    }
    if (improves(best, next)) next.achievedAt = s.loggedAt
    best = next
  }
  return best
}

/** True when `after` beats `before` in the measure that matters for the unit. */
export function improves(before: Best | null, after: Best): boolean {
  if (!before) return true
  return (after.e1rmKg ?? 0) > (before.e1rmKg ?? 0) || (after.bestLoadKg ?? 0) > (before.bestLoadKg ?? 0)
    || (after.bestReps ?? 0) > (before.bestReps ?? 0) || (after.longestSec ?? 0) > (before.longestSec ?? 0)
    || (after.longestM ?? 0) > (before.longestM ?? 0)
}

/** The measure a unit's record is about (for counting records in achievements). */
export function recordValue(unit: LoadUnit, b: Best): number {
  if (unit === 'weight') return b.e1rmKg ?? b.bestLoadKg ?? 0
  if (unit === 'time') return b.longestSec ?? 0
  if (unit === 'distance') return b.longestM ?? 0
  return b.bestReps ?? 0
}

/** How many times a move's record was beaten after its first session (a first set is no record). */
export function recordsBroken(unit: LoadUnit, sets: LoggedSet[], sessionOf: (s: LoggedSet) => number): number {
  const bySession = new Map<number, LoggedSet[]>()
  for (const s of [...sets].sort((a, b) => a.loggedAt.getTime() - b.loggedAt.getTime())) {
    const key = sessionOf(s)
    bySession.set(key, [...(bySession.get(key) ?? []), s])
  }
  let seen: LoggedSet[] = []
  let count = 0
  for (const group of bySession.values()) {
    const before = bestOf(seen)
    seen = [...seen, ...group]
    const after = bestOf(seen)!
    if (before && recordValue(unit, after) > recordValue(unit, before)) count++
  }
  return count
}

export { round1 }
