// The training screen's state. Logging a set changes the observable workout, writes it and the queued set to the
// device and returns: no network on that path, so the screen answers at once and keeps working offline. Sending
// happens after, through the set queue (exactly once by client id), whenever the network lets it. The app's store
// writes to the device through a write-behind cache (write-behind.ts): storage is written right after the frame
// that shows the set, and at once when the page is hidden, so serialising never delays the tap's answer.
import { makeAutoObservable } from 'mobx'
import { newClientId, taroDeviceStore, type DeviceStore } from '../device-store'
import { SetQueue, type SendBatch } from '../set-queue'
import { extendRest, restRemainingMs, type RestTimerState } from '../rest-timer'
import { restsAfter, setOrder, type SetStep } from '../set-order'
import type { MoveRef, SetPayload, SetValues, Workout, WorkoutMove } from '../workout-model'

import { ACTIVE_WORKOUT_KEY, REST_TIMER_KEY } from '../storage-keys'
import { afterNextPaint, flushWhenHidden, writeBehind } from '../write-behind'

export class WorkoutStore {
  workout: Workout | null = null
  rest: RestTimerState | null = null
  /** Sets on the device the server has not confirmed yet. */
  unsynced = 0
  private sender: SendBatch<SetPayload> | null = null
  readonly queue: SetQueue<SetPayload>

  constructor(private readonly device: DeviceStore = taroDeviceStore) {
    this.queue = new SetQueue<SetPayload>(device)
    this.workout = device.read<Workout>(ACTIVE_WORKOUT_KEY) ?? null
    this.rest = device.read<RestTimerState>(REST_TIMER_KEY) ?? null
    this.unsynced = this.queue.pending().length
    makeAutoObservable<WorkoutStore, 'device' | 'sender'>(this, { device: false, sender: false, queue: false })
  }

  get steps(): SetStep[] {
    if (!this.workout) return []
    return setOrder(this.workout.modules.map((m) => ({ kind: m.kind, setCounts: m.moves.map((move) => move.sets.length) })))
  }

  /** The first step not logged yet: where the screen opens and where "next" goes. */
  get currentStep(): SetStep | null {
    return this.steps.find((s) => !this.setAt(s).done) ?? null
  }

  get doneCount(): number {
    return this.steps.filter((s) => this.setAt(s).done).length
  }

  moveAt(step: Pick<SetStep, 'moduleIndex' | 'moveIndex'>): WorkoutMove {
    return this.workout!.modules[step.moduleIndex].moves[step.moveIndex]
  }

  setAt(step: SetStep) {
    return this.moveAt(step).sets[step.setIndex]
  }

  begin(workout: Workout): void {
    this.workout = workout
    this.rest = null
    this.save()
  }

  /** Logs one set: on screen and on the device now, to the server later. */
  logSet(step: SetStep, values: SetValues, now = Date.now()): string {
    const set = this.setAt(step)
    const clientId = set.done?.clientId ?? newClientId()
    set.done = { ...values, clientId, loggedAt: now }
    const move = this.moveAt(step)
    const setNo = this.steps.findIndex((s) => s.moduleIndex === step.moduleIndex && s.moveIndex === step.moveIndex && s.setIndex === step.setIndex)
    this.queue.enqueue(clientId, {
      clientId, sessionClientId: this.workout!.sessionClientId, moveId: move.moveId, setNo, ...values, done: true,
      loggedAt: new Date(now).toISOString()
    })
    this.unsynced = this.queue.pending().length
    const modules = this.workout!.modules.map((m) => ({ kind: m.kind, setCounts: m.moves.map((mv) => mv.sets.length) }))
    this.rest = restsAfter(modules, step) && move.restSec > 0 ? { startedAt: now, durationMs: move.restSec * 1000 } : null
    this.save()
    // After the frame that shows the set: sending never delays the screen.
    afterNextPaint(() => { void this.sync() })
    return clientId
  }

  /** Swaps a move for another (a progression, a regression, or one for the same muscles and tools): sets kept. */
  swapMove(step: Pick<SetStep, 'moduleIndex' | 'moveIndex'>, next: MoveRef): void {
    const move = this.moveAt(step)
    if (move.moveId === next.moveId) return
    const original = move.swappedFrom ?? { moveId: move.moveId, name: move.name }
    Object.assign(move, next, { swappedFrom: original.moveId === next.moveId ? null : original })
    for (const set of move.sets) if (!set.done) set.previous = null
    this.save()
  }

  addSet(step: Pick<SetStep, 'moduleIndex' | 'moveIndex'>): void {
    const move = this.moveAt(step)
    const last = move.sets[move.sets.length - 1]
    if (!last) return
    move.sets.push({ target: { ...last.target }, previous: null, done: null })
    this.save()
  }

  adjustRest(deltaMs: number, now = Date.now()): void {
    if (!this.rest) return
    this.rest = extendRest(this.rest, deltaMs, now)
    this.save()
  }

  skipRest(): void {
    this.rest = null
    this.save()
  }

  restRemaining(now: number): number {
    return restRemainingMs(this.rest, now)
  }

  setSender(sender: SendBatch<SetPayload>): void {
    this.sender = sender
  }

  /** Sends what the device holds; safe to call any time (one flush at a time, failures kept for later). */
  async sync(): Promise<void> {
    if (!this.sender) return
    await this.queue.flush(this.sender)
    this.setUnsynced(this.queue.pending().length)
  }

  setUnsynced(count: number): void {
    this.unsynced = count
  }

  /** The session is over on this device (finished, or given up). */
  clear(): void {
    this.workout = null
    this.rest = null
    this.device.remove(ACTIVE_WORKOUT_KEY)
    this.device.remove(REST_TIMER_KEY)
  }

  private save(): void {
    if (this.workout) this.device.write(ACTIVE_WORKOUT_KEY, this.workout)
    if (this.rest) this.device.write(REST_TIMER_KEY, this.rest)
    else this.device.remove(REST_TIMER_KEY)
  }
}

const deviceCache = writeBehind(taroDeviceStore)
flushWhenHidden(deviceCache)

export const workoutStore = new WorkoutStore(deviceCache)
