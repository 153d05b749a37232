// Progression of a plan move from its logs (pure): after a successful session add load or reps by the move's rule;
// after `deloadAfterFailures` failed sessions in a row at the same targets, take `deloadPercent` off the load.
import type { ProgressionReason } from '@contract/training/constants'
import type { ProgressionRule, SetTarget } from '@contract/training/shapes'

export interface PastSession {
  /** The targets the session had for the move (its snapshot). */
  targets: SetTarget[]
  sets: { reps: number | null; loadKg: number | null; durationSec: number | null; distanceM: number | null; done: boolean }[]
}

/** Every target set met: as many done sets, each at least the target reps (and load, time, distance) in order. */
export function succeeded(s: PastSession): boolean {
  const done = s.sets.filter((x) => x.done)
  if (done.length < s.targets.length) return false
  return s.targets.every((t, i) => {
    const d = done[i]
    return (t.reps === null || (d.reps ?? 0) >= t.reps)
      && (t.loadMode !== 'fixed' || t.load === null || (d.loadKg ?? 0) >= t.load)
      && (t.durationSec === null || (d.durationSec ?? 0) >= t.durationSec)
      && (t.distanceM === null || (d.distanceM ?? 0) >= t.distanceM)
  })
}

const roundToHalf = (n: number) => Math.round(n * 2) / 2
const same = (a: SetTarget[], b: SetTarget[]) => JSON.stringify(a) === JSON.stringify(b)

export function progress(targets: SetTarget[], rule: ProgressionRule): { sets: SetTarget[]; reason: ProgressionReason } {
  if (rule.kind === 'add_load' && targets.some((t) => t.loadMode === 'fixed' && t.load !== null)) {
    return { reason: 'add_load', sets: targets.map((t) => (t.loadMode === 'fixed' && t.load !== null ? { ...t, load: roundToHalf(t.load + rule.loadStep) } : t)) }
  }
  if (rule.kind === 'add_reps' && targets.some((t) => t.reps !== null && (rule.maxReps === null || t.reps < rule.maxReps))) {
    const cap = (n: number) => (rule.maxReps === null ? n : Math.min(rule.maxReps, n))
    return { reason: 'add_reps', sets: targets.map((t) => (t.reps === null ? t : { ...t, reps: cap(t.reps + rule.repsStep) })) }
  }
  return { reason: 'hold', sets: targets }
}

export function deload(targets: SetTarget[], percent: number): SetTarget[] {
  return targets.map((t) => (t.loadMode === 'fixed' && t.load !== null ? { ...t, load: roundToHalf(t.load * (1 - percent / 100)) } : t))
}

/**
 * The next targets from the plan's targets and the past sessions with the move, latest first. No history: the
 * plan's targets. Success: progressed from the last session's targets. Failure: the same targets, or a deload once
 * the failures in a row at those targets reach the rule's count.
 */
export function nextTargets(planned: SetTarget[], rule: ProgressionRule, latestFirst: PastSession[]): { sets: SetTarget[]; reason: ProgressionReason } {
  const last = latestFirst[0]
  if (!last) return { sets: planned, reason: 'first_time' }
  if (succeeded(last)) return progress(last.targets, rule)
  let failures = 0
  for (const s of latestFirst) {
    if (!same(s.targets, last.targets) || succeeded(s)) break
    failures++
  }
  if (failures >= rule.deloadAfterFailures && last.targets.some((t) => t.loadMode === 'fixed' && t.load !== null)) {
    return { sets: deload(last.targets, rule.deloadPercent), reason: 'deload' }
  }
  return { sets: last.targets, reason: 'hold' }
}
