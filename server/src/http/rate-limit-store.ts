// The rate limiter's counters, one fixed window per key (client IP, or IP + route for a route's preset).
// @fastify/rate-limit's own in-memory store hands every request the SAME counter object and reads it after an
// await: in a burst all requests of the burst read the final count, so once a burst crossed the limit every request
// of it was refused, not only those over the limit. This store answers each request a copy taken when it was
// counted, so exactly the requests past the limit are refused. Same interface as the library's stores (incr, read,
// child), so a shared store (PostgreSQL, Redis) can replace it for several nodes.

interface Counter {
  current: number
  /** When this window started (ms). */
  startMs: number
}

type Answer = (err: Error | null, res: { current: number; ttl: number }) => void

/** Beyond this many keys, ended windows are dropped (a sweep), so a flood of addresses cannot grow it forever. */
const SWEEP_ABOVE = 20_000

export class SnapshotStore {
  private counters = new Map<string, Counter>()

  incr(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now()
    let counter = this.counters.get(key)
    if (!counter || counter.startMs + timeWindow <= now) {
      if (this.counters.size > SWEEP_ABOVE) this.sweep(now, timeWindow)
      counter = { current: 0, startMs: now }
      this.counters.set(key, counter)
    }
    counter.current += 1
    answer(null, { current: counter.current, ttl: counter.startMs + timeWindow - now })
  }

  read(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now()
    const counter = this.counters.get(key)
    if (!counter || counter.startMs + timeWindow <= now) answer(null, { current: 0, ttl: 0 })
    else answer(null, { current: counter.current, ttl: counter.startMs + timeWindow - now })
  }

  /** A route with its own limit counts in a store of its own. */
  child(): SnapshotStore {
    return new SnapshotStore()
  }

  private sweep(now: number, timeWindow: number) {
    for (const [key, counter] of this.counters) if (counter.startMs + timeWindow <= now) this.counters.delete(key)
  }
}
