// The session being trained, as the device holds it: everything the training screen needs to work with the
// network off (moves, targets, previous performance, what has been logged). Built from the server's answer to
// "start session" (SessionDetail), then owned by the device until it is finished.
import type { LoadUnit, ModuleKind, MuscleGroup, Tool } from '@contract/training/constants'
import type { SessionDetail, SetLog, SetTarget } from '@contract/training/shapes'
import type { SetLogInput } from '@contract/training/schemas'
import { setOrder } from './set-order'

/** What a person enters for one set; which fields count depends on the move's unit. */
export interface SetValues {
  reps: number | null
  loadKg: number | null
  durationSec: number | null
  distanceM: number | null
  rir: number | null
  rpe: number | null
}

export interface WorkoutSet {
  target: SetTarget
  /** The same set last time this move was trained (shown beside it). */
  previous: Pick<SetLog, 'reps' | 'loadKg' | 'durationSec' | 'distanceM'> | null
  done: (SetValues & { clientId: string; loggedAt: number }) | null
}

export interface MoveRef {
  moveId: number
  name: string
  unit: LoadUnit
  muscle: MuscleGroup
  tool: Tool
}

export interface WorkoutMove extends MoveRef {
  restSec: number
  sets: WorkoutSet[]
  /** The move it replaced, when swapped during the session. */
  swappedFrom: { moveId: number; name: string } | null
}

export interface WorkoutModule {
  kind: ModuleKind
  name: string
  restSec: number
  moves: WorkoutMove[]
}

export interface Workout {
  /** The session's client id: sets of one session from two devices meet on the server under it. */
  sessionClientId: string
  sessionId: number
  planDayId: number | null
  title: string
  startedAt: number
  modules: WorkoutModule[]
}

/** What is queued for the server for one logged set: exactly the sync endpoint's set. */
export type SetPayload = SetLogInput & { loggedAt: string }

const emptyValues = (): SetValues => ({ reps: null, loadKg: null, durationSec: null, distanceM: null, rir: null, rpe: null })

/** The values a set starts with on screen: what was logged, else the target, else last time's. */
export function startingValues(set: WorkoutSet): SetValues {
  if (set.done) return { ...set.done }
  const t = set.target
  const load = t.loadMode === 'fixed' ? t.load : null
  return {
    ...emptyValues(),
    reps: t.reps ?? set.previous?.reps ?? null,
    loadKg: load ?? set.previous?.loadKg ?? null,
    durationSec: t.durationSec ?? set.previous?.durationSec ?? null,
    distanceM: t.distanceM ?? set.previous?.distanceM ?? null,
    rir: t.loadMode === 'rir' ? t.load : null
  }
}

/** The device's workout from the server's session: targets, previous performance and sets already logged. */
export function workoutFromSession(session: SessionDetail, startedAt = Date.parse(session.startedAt)): Workout {
  const previousOf = (moveId: number) => session.previous.find((p) => p.moveId === moveId)?.sets ?? []
  const modules = session.modules.map((module) => ({
    kind: module.kind,
    name: module.name,
    restSec: module.restSec,
    moves: module.items.map((item) => {
      const previous = previousOf(item.move.id)
      return {
        moveId: item.move.id, name: item.move.name, unit: item.move.unit, muscle: item.move.primaryMuscle, tool: item.move.tool,
        restSec: item.sets[0]?.restSec ?? module.restSec,
        swappedFrom: null,
        sets: item.sets.map((target, index): WorkoutSet => {
          const prev = previous[index] ?? null
          return { target, previous: prev && { reps: prev.reps, loadKg: prev.loadKg, durationSec: prev.durationSec, distanceM: prev.distanceM }, done: null }
        })
      }
    })
  }))
  // A set's setNo is its place in the order sets are done (set-order.ts), as the device sent it.
  setOrder(modules.map((m) => ({ kind: m.kind, setCounts: m.moves.map((mv) => mv.sets.length) }))).forEach((step, setNo) => {
    const move = modules[step.moduleIndex].moves[step.moveIndex]
    const log = session.setLogs.find((l) => l.setNo === setNo)
    if (!log) return
    if (log.moveId !== move.moveId) Object.assign(move, { moveId: log.moveId, swappedFrom: { moveId: move.moveId, name: move.name } })
    move.sets[step.setIndex].done = { reps: log.reps, loadKg: log.loadKg, durationSec: log.durationSec, distanceM: log.distanceM, rir: log.rir, rpe: log.rpe, clientId: log.clientId, loggedAt: Date.parse(log.loggedAt) }
  })
  return { sessionClientId: session.clientId, sessionId: session.id, planDayId: session.planDayId, title: session.name, startedAt, modules }
}

/** "60公斤 × 8" style summary of a set for the move's unit; the caller localises the unit words. */
export function setSummaryParts(unit: LoadUnit, v: Pick<SetValues, 'reps' | 'loadKg' | 'durationSec' | 'distanceM'>): { value: number | null; unit: 'kg' | 'm' | 's' | 'reps'; reps: number | null } {
  if (unit === 'weight') return { value: v.loadKg, unit: 'kg', reps: v.reps }
  if (unit === 'distance') return { value: v.distanceM, unit: 'm', reps: null }
  if (unit === 'time') return { value: v.durationSec, unit: 's', reps: null }
  return { value: v.reps, unit: 'reps', reps: null }
}
