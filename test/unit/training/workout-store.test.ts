import type { SessionDetail, WorkoutItem } from '@contract/training/shapes'
import { memoryDeviceStore } from '@/features/training/device-store'
import { WorkoutStore } from '@/features/training/stores/workout-store'
import { ACTIVE_WORKOUT_KEY, PENDING_SETS_KEY } from '@/features/training/storage-keys'
import { startingValues, workoutFromSession } from '@/features/training/workout-model'

const move = (id: number, name: string, unit: 'weight' | 'reps' = 'weight') => ({
  id, name, primaryMuscle: 'chest' as const, secondaryMuscles: [], functionPart: 'upper_push' as const, tool: 'dumbbell' as const,
  unit, level: 2, joints: [], cover: '', ownerId: null
})
const item = (id: number, m: ReturnType<typeof move>, sets: number): WorkoutItem => ({
  id, move: m, note: '', progression: { kind: 'none', loadStep: 2.5, repsStep: 1, maxReps: null, deloadAfterFailures: 2, deloadPercent: 10 },
  sets: Array.from({ length: sets }, () => ({ reps: 10, loadMode: 'fixed' as const, load: 20, durationSec: null, distanceM: null, restSec: 90 }))
})

function session(): SessionDetail {
  return {
    id: 7, clientId: '11111111-1111-4111-8111-111111111111', name: '推日', planId: 1, planDayId: 3, status: 'active',
    startedAt: '2026-11-27T02:00:00Z', finishedAt: null, sets: 0, volumeKg: 0, durationSec: 0, note: '',
    modules: [
      { id: 1, kind: 'main', name: '', rounds: 1, restSec: 60, items: [item(1, move(10, '哑铃卧推'), 2)] },
      { id: 2, kind: 'superset', name: '', rounds: 2, restSec: 60, items: [item(2, move(11, '俯卧撑', 'reps'), 2), item(3, move(12, '哑铃飞鸟'), 2)] }
    ],
    setLogs: [],
    previous: [{ moveId: 10, date: '2026-11-20', sets: [{ clientId: 'x', sessionClientId: 'y', moveId: 10, setNo: 0, reps: 8, loadKg: 18, durationSec: null, distanceM: null, rir: 2, rpe: null, done: true, loggedAt: '2026-11-20T02:00:00Z' }] }]
  }
}

describe('workout store', () => {
  it('logs a set on the device at once, queues it and rests after it', () => {
    const device = memoryDeviceStore()
    const store = new WorkoutStore(device)
    store.begin(workoutFromSession(session(), 1_000))
    expect(store.steps).toHaveLength(6)
    const step = store.currentStep!
    const set = store.setAt(step)
    expect(set.previous).toEqual({ reps: 8, loadKg: 18, durationSec: null, distanceM: null })
    expect(startingValues(set)).toMatchObject({ reps: 10, loadKg: 20 })

    const started = performance.now()
    const clientId = store.logSet(step, { ...startingValues(set), reps: 9 }, 2_000)
    expect(performance.now() - started).toBeLessThan(100)

    expect(store.doneCount).toBe(1)
    expect(store.unsynced).toBe(1)
    expect(store.restRemaining(2_000 + 30_000)).toBe(60_000)
    const queued = device.read<{ clientId: string; payload: { setNo: number; reps: number; sessionClientId: string } }[]>(PENDING_SETS_KEY)!
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({ clientId, payload: { setNo: 0, reps: 9, sessionClientId: session().clientId } })
    // A reload finds the session and the logged set on the device.
    const reloaded = new WorkoutStore(device)
    expect(reloaded.doneCount).toBe(1)
    expect(reloaded.unsynced).toBe(1)
    expect(device.read(ACTIVE_WORKOUT_KEY)).toBeTruthy()
  })

  it('does not rest between the moves of a superset round', () => {
    const store = new WorkoutStore(memoryDeviceStore())
    store.begin(workoutFromSession(session(), 0))
    const steps = store.steps
    expect(steps.slice(2).map((s) => s.moveIndex)).toEqual([0, 1, 0, 1])
    store.logSet(steps[2], startingValues(store.setAt(steps[2])), 10)
    expect(store.rest).toBeNull()
    store.logSet(steps[3], startingValues(store.setAt(steps[3])), 20)
    expect(store.rest).not.toBeNull()
  })

  it('swaps a move keeping its sets and says what it replaced', () => {
    const store = new WorkoutStore(memoryDeviceStore())
    store.begin(workoutFromSession(session(), 0))
    store.swapMove({ moduleIndex: 0, moveIndex: 0 }, { moveId: 99, name: '上斜哑铃卧推', unit: 'weight', muscle: 'chest', tool: 'dumbbell' })
    const moved = store.moveAt({ moduleIndex: 0, moveIndex: 0 })
    expect(moved).toMatchObject({ moveId: 99, name: '上斜哑铃卧推', swappedFrom: { moveId: 10, name: '哑铃卧推' } })
    expect(moved.sets).toHaveLength(2)
    expect(moved.sets[0].target.reps).toBe(10)
  })

  it('sends the queue once and empties it when the server holds the sets', async () => {
    const store = new WorkoutStore(memoryDeviceStore())
    store.begin(workoutFromSession(session(), 0))
    const sent: string[] = []
    store.setSender(async (items) => { sent.push(...items.map((i) => i.clientId)); return items.map((i) => i.clientId) })
    const id = store.logSet(store.currentStep!, startingValues(store.setAt(store.currentStep!)), 0)
    await store.sync()
    await store.sync()
    expect(sent).toEqual([id])
    expect(store.unsynced).toBe(0)
  })
})
