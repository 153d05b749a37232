// Prepared queries built once per database handle. drizzle's `.prepare(name)` builds the query's SQL text and its
// field mapping; called inside a request's function it did that on every request, which a profile under load showed
// as the largest single overhead of the hot reads (a quarter of the server's CPU), more than the database's work.
// A hot read declares its query once with `sql.placeholder` for every value and only calls `execute()` per request.
//
// The cache is keyed by the drizzle handle the repo receives: the app's `db` keeps its queries for the process's
// life; a transaction (`tx`) is a new handle per transaction, so its queries run on the transaction's connection
// and are dropped with it (WeakMap) — inside a transaction the query is built once per transaction, as before.
import type { Db } from './index'

interface Executable {
  execute(placeholders?: Record<string, unknown>): Promise<unknown>
}

/** One prepared query per handle: `const q = preparedQuery((db) => db.select()….prepare('name'))`, then `q(db).execute(values)`. */
export function preparedQuery<Q extends Executable>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>()
  return (db) => {
    let query = cache.get(db)
    if (!query) {
      query = build(db)
      cache.set(db, query)
    }
    return query
  }
}

/**
 * Prepared queries that differ by a few variants (a list's filter combination): one per handle and key. The key
 * must name the SQL text exactly (it is usually part of the statement's name), and the variants must be few.
 */
export function preparedQueries<K extends string, Q extends Executable>(build: (db: Db, key: K) => Q): (db: Db, key: K) => Q {
  const cache = new WeakMap<Db, Map<K, Q>>()
  return (db, key) => {
    let byKey = cache.get(db)
    if (!byKey) {
      byKey = new Map()
      cache.set(db, byKey)
    }
    let query = byKey.get(key)
    if (!query) {
      query = build(db, key)
      byKey.set(key, query)
    }
    return query
  }
}
