// The rate limiter's counters in the database, for several API nodes (MULTI_NODE): every node counts in the same
// row, so a client spreading requests over the nodes meets the same limit. One upsert per counted request answers
// that request's own count (like http/rate-limit-store.ts's copies, only the requests past the limit are refused),
// with the window timed by the database's clock so that nodes with drifting clocks agree. Ended windows are swept
// by a timed job (sweepRateLimitHits), claimed by one node at a time.
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rateLimitHits } from '../tables'

type Answer = (err: Error | null, res?: { current: number; ttl: number }) => void

/** The constructor @fastify/rate-limit calls (`new Store(globalOptions)`), bound to a database. */
export type RateLimitStoreClass = new (options?: unknown) => unknown

interface RouteOptions {
  routeInfo: { method: string; url: string }
}

type CountRow = { hits: number; ttl: number }
/** execute()'s rows (both drivers answer a result with rows). */
const rowsOf = (result: unknown) => (result as { rows: CountRow[] }).rows

async function increment(db: Db, key: string, windowMs: number) {
  const result = await db.execute(sql`
    insert into rate_limit_hits as r (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs}::integer * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
      window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
    returning r.hits as hits, greatest(0, ceil(extract(epoch from r.window_ends_at - now()) * 1000))::int as ttl`)
  const row = rowsOf(result)[0]
  return { current: Number(row.hits), ttl: Number(row.ttl) }
}

async function readCount(db: Db, key: string) {
  const result = await db.execute(sql`
    select hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl
    from rate_limit_hits where key = ${key} and window_ends_at > now()`)
  const row = rowsOf(result)[0]
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 }
}

/** Deletes windows that ended more than a minute ago; answers how many. */
export async function sweepRateLimitHits(db: Db): Promise<number> {
  const gone = await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 minute'`))
    .returning({ key: rateLimitHits.key })
  return gone.length
}

/** A store class for @fastify/rate-limit's `store` option, counting in `db`. */
export function databaseRateLimitStore(db: Db): RateLimitStoreClass {
  return class DatabaseRateLimitStore {
    private readonly prefix: string

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : ''
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      increment(db, this.prefix + key, timeWindow).then((res) => answer(null, res), (err: Error) => answer(err))
    }

    read(key: string, answer: Answer): void {
      readCount(db, this.prefix + key).then((res) => answer(null, res), (err: Error) => answer(err))
    }

    /** A route with its own limit counts under keys of its own. */
    child(options: RouteOptions): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(`${options.routeInfo.method} ${options.routeInfo.url} `)
    }
  }
}
