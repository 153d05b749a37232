// Starting and finishing a session. Starting needs the network once (the day's moves, targets and last time's
// numbers come with the answer); everything between runs on the device; finishing sends what is left first.
import type { FinishResult } from '@contract/training/shapes'
import { finishSession, startSession } from './api'
import { newClientId } from './device-store'
import { workoutStore } from './stores/workout-store'
import { workoutFromSession } from './workout-model'

export class SetsNotSynced extends Error {}

/** A session for a plan day; the same client id answers the same session if the answer was lost. */
export async function startWorkout(planDayId: number | null, now = Date.now()): Promise<void> {
  const session = await startSession({ clientId: newClientId(), planDayId, startedAt: new Date(now).toISOString() })
  workoutStore.begin(workoutFromSession(session, now))
}

/** Whether the active session (if any) should be shown for this link rather than a new one started. */
export function resumesActive(planDayId: number | undefined): boolean {
  const active = workoutStore.workout
  if (!active) return false
  return planDayId === undefined || active.planDayId === planDayId || workoutStore.doneCount > 0
}

export async function finishWorkout(now = Date.now()): Promise<FinishResult> {
  const workout = workoutStore.workout
  if (!workout) throw new Error('no active workout')
  await workoutStore.sync()
  if (workoutStore.unsynced > 0) throw new SetsNotSynced()
  const result = await finishSession(workout.sessionId, { finishedAt: new Date(now).toISOString() })
  workoutStore.clear()
  return result
}
