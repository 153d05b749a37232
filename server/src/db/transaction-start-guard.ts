// drizzle's node-postgres transaction() (0.45.x) checks a client out of the pool and sends BEGIN *before* the
// try/finally that releases it (drizzle-orm issues #6023, #6241, #6341; fixes proposed, none released). When BEGIN
// fails (the connection died just after checkout: PostgreSQL restarted or crashed under load), the client is never
// released and its pool slot is lost for the life of the process; a few of those and every request waits for a
// connection that never comes, answering 503 long after the database is back (seen in the fault suite on a slow
// machine: pool of 4, PostgreSQL crashed, never recovered).
//
// The guard wraps each pooled client's query() once: a BEGIN that fails releases the client with its error, so
// pg-pool destroys it and the slot is free again. drizzle calls release() only on paths where BEGIN succeeded, so the
// client is released exactly once either way.
import type { PoolClient } from 'pg'

const BEGIN = /^\s*begin\b/i
const GUARDED = Symbol('transactionStartGuard')

type Guardable = Pick<PoolClient, 'query' | 'release'> & { [GUARDED]?: true }

function statementText(config: unknown): string {
  if (typeof config === 'string') return config
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') return config.text
  return ''
}

/** Installs the guard on a pooled client (pool.on('connect')); a second call on the same client does nothing. */
export function guardTransactionStart(client: Guardable): void {
  if (client[GUARDED]) return
  client[GUARDED] = true
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const result = query(...args)
    if (!BEGIN.test(statementText(args[0])) || !(result instanceof Promise)) return result
    return result.catch((err: unknown) => {
      client.release(err instanceof Error ? err : new Error(String(err)))
      throw err
    })
  }) as PoolClient['query']
}
