import { memoryDeviceStore, newClientId } from '@/features/training/device-store'
import { SetQueue, type QueuedItem } from '@/features/training/set-queue'
import { extendRest, formatClock, restRemainingMs } from '@/features/training/rest-timer'
import { restsAfter, setOrder } from '@/features/training/set-order'
import { barHeights, estimatedOneRepMax, oneRepMaxTrend, setsToCsv, volumeByMuscleWeek, weekStartOf } from '@/features/training/stats'

interface Payload { reps: number }

/** A fake server that stores each client id once, as the real one does. */
function fakeServer() {
  const stored = new Map<string, Payload>()
  let online = true
  return {
    stored,
    setOnline: (value: boolean) => { online = value },
    send: async (items: QueuedItem<Payload>[]) => {
      if (!online) throw new Error('offline')
      for (const item of items) if (!stored.has(item.clientId)) stored.set(item.clientId, item.payload)
      return items.map((item) => item.clientId)
    }
  }
}

describe('offline set queue', () => {
  it('keeps sets logged offline on the device and sends each exactly once when back online', async () => {
    const store = memoryDeviceStore()
    const queue = new SetQueue<Payload>(store)
    const server = fakeServer()
    server.setOnline(false)
    queue.enqueue('a', { reps: 8 })
    queue.enqueue('b', { reps: 6 })
    expect(await queue.flush(server.send)).toBe(0)
    expect(queue.pending().map((i) => [i.clientId, i.attempts])).toEqual([['a', 1], ['b', 1]])

    server.setOnline(true)
    expect(await queue.flush(server.send)).toBe(2)
    expect(queue.pending()).toEqual([])
    // A second device (or a retry after a lost answer) sends the same ids again: still stored once.
    await server.send([{ clientId: 'a', payload: { reps: 8 }, attempts: 0 }])
    expect(server.stored.size).toBe(2)
  })

  it('runs one flush at a time and keeps a set logged while a batch is on its way', async () => {
    const queue = new SetQueue<Payload>(memoryDeviceStore())
    let release!: () => void
    const sent: string[][] = []
    const send = (items: QueuedItem<Payload>[]) => new Promise<string[]>((resolve) => {
      sent.push(items.map((i) => i.clientId))
      release = () => resolve(items.map((i) => i.clientId))
    })
    queue.enqueue('a', { reps: 1 })
    const first = queue.flush(send)
    const second = queue.flush(send)
    expect(second).toBe(first)
    queue.enqueue('late', { reps: 2 })
    release()
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
    release()
    await first
    expect(sent).toEqual([['a'], ['late']])
    expect(queue.pending()).toEqual([])
  })

  it('stops and keeps sets the server did not take', async () => {
    const queue = new SetQueue<Payload>(memoryDeviceStore())
    queue.enqueue('ok', { reps: 1 })
    queue.enqueue('refused', { reps: 1 })
    expect(await queue.flush(async () => ['ok'])).toBe(1)
    expect(queue.pending().map((i) => i.clientId)).toEqual(['refused'])
  })

  it('makes v4 client ids', () => {
    const id = newClientId()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newClientId()).not.toBe(id)
  })
})

describe('rest timer', () => {
  it('counts from timestamps, so time in the background is counted', () => {
    const timer = { startedAt: 1_000_000, durationMs: 90_000 }
    expect(restRemainingMs(timer, 1_000_000)).toBe(90_000)
    expect(restRemainingMs(timer, 1_000_000 + 60_000)).toBe(30_000)
    expect(restRemainingMs(timer, 1_000_000 + 600_000)).toBe(0)
    expect(formatClock(90_000)).toBe('1:30')
    expect(formatClock(4_100)).toBe('0:05')
  })

  it('adds and removes time but never goes below zero', () => {
    const timer = { startedAt: 0, durationMs: 60_000 }
    expect(restRemainingMs(extendRest(timer, 30_000, 10_000), 10_000)).toBe(80_000)
    expect(restRemainingMs(extendRest(timer, -90_000, 10_000), 10_000)).toBe(0)
  })
})

describe('set order', () => {
  it('alternates the moves of a superset round by round and rests after each round', () => {
    const modules = [{ kind: 'warmup' as const, setCounts: [2] }, { kind: 'superset' as const, setCounts: [3, 2] }]
    const steps = setOrder(modules).map((s) => `${s.moduleIndex}.${s.moveIndex}.${s.setIndex}`)
    expect(steps).toEqual(['0.0.0', '0.0.1', '1.0.0', '1.1.0', '1.0.1', '1.1.1', '1.0.2'])
    expect(restsAfter(modules, { moduleIndex: 1, moveIndex: 0, setIndex: 0 })).toBe(false)
    expect(restsAfter(modules, { moduleIndex: 1, moveIndex: 1, setIndex: 0 })).toBe(true)
    expect(restsAfter(modules, { moduleIndex: 1, moveIndex: 0, setIndex: 2 })).toBe(true)
  })
})

describe('stats', () => {
  const sets = [
    { moveId: 1, muscle: 'chest', load: 60, reps: 10, unit: 'kg' as const, loggedAt: '2026-11-23T02:00:00Z' },
    { moveId: 1, muscle: 'chest', load: 70, reps: 5, unit: 'kg' as const, loggedAt: '2026-11-23T02:10:00Z' },
    { moveId: 2, muscle: 'back', load: null, reps: 12, unit: 'reps' as const, loggedAt: '2026-11-24T02:00:00Z' },
    { moveId: 1, muscle: 'chest', load: 80, reps: 1, unit: 'kg' as const, loggedAt: '2026-11-29T17:00:00Z' }
  ]

  it('estimates 1RM with Epley and keeps the best per day', () => {
    expect(estimatedOneRepMax(100, 10)).toBe(133.3)
    expect(estimatedOneRepMax(100, 1)).toBe(100)
    expect(estimatedOneRepMax(null, 10)).toBeNull()
    expect(oneRepMaxTrend(sets, 1)).toEqual([{ day: '2026-11-23', value: 81.7 }, { day: '2026-11-30', value: 80 }])
  })

  it('sums weight volume per muscle per Beijing week', () => {
    // 2026-11-29T17:00Z is Monday 30 Nov 01:00 in Beijing: the next week.
    expect(weekStartOf('2026-11-29T17:00:00Z')).toBe('2026-11-30')
    expect(volumeByMuscleWeek(sets)).toEqual([
      { week: '2026-11-23', muscle: 'chest', volume: 950 },
      { week: '2026-11-30', muscle: 'chest', volume: 80 }
    ])
    expect(barHeights([0, 50, 100])).toEqual([0, 50, 100])
  })

  it('writes CSV with quoted fields', () => {
    expect(setsToCsv(['a', 'b'], [['x,y', 1], [null, 'say "hi"']])).toBe('a,b\n"x,y",1\n,"say ""hi"""')
  })
})
