// The rest timer keeps time from timestamps, not ticks: the screen may tick every 250 ms or not at all (the app in
// the background, the phone locked), and the remaining time is still right when it is shown again.
export interface RestTimerState {
  /** ms since epoch when the rest began. */
  startedAt: number
  durationMs: number
}

export function restRemainingMs(timer: RestTimerState | null, now: number): number {
  if (!timer) return 0
  return Math.max(0, timer.startedAt + timer.durationMs - now)
}

export function restIsOver(timer: RestTimerState | null, now: number): boolean {
  return timer !== null && restRemainingMs(timer, now) === 0
}

/** Adds (or with a negative delta removes) time, never below zero remaining. */
export function extendRest(timer: RestTimerState, deltaMs: number, now: number): RestTimerState {
  const elapsed = now - timer.startedAt
  return { ...timer, durationMs: Math.max(elapsed, timer.durationMs + deltaMs) }
}

/** 90000 → "1:30". */
export function formatClock(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1000)
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${minutes}:${String(seconds).padStart(2, '0')}`
}
