// One database handle for the whole server: embedded PGlite under DATA_DIR by default, a pooled PostgreSQL
// connection when DATABASE_URL is set. Both go through drizzle, so repos never know which one they talk to.
import fs from 'node:fs'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { Pool } from 'pg'
import { MIGRATIONS_DIR } from '../paths'
import { installArrayParsers } from './array-parsers'
import * as schema from './schema'
import { guardTransactionStart } from './transaction-start-guard'

export type Schema = typeof schema
/** The drizzle database both drivers share; repos and services take this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending drizzle-kit migrations; safe to call on every start. */
  migrate(): Promise<void>
  /** True when a trivial query answers (used by /api/health). */
  ping(): Promise<boolean>
  /** Plain SQL, for a library that brings its own (the job queue): with values one statement, without any several. */
  executeSql: SqlRunner
  close(): Promise<void>
}

export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>

export interface DatabaseOptions {
  databaseUrl?: string
  databasePoolMax?: number
  /** How long a query waits for a free pooled connection (or a new one) before it fails as unavailable. */
  databaseWaitMs?: number
  /** Directory for the embedded database; omitted = in memory (tests). */
  pgliteDir?: string
  /** In-memory only: start from a dumped, already migrated database and precompiled WebAssembly instead of running
   * initdb and compiling PGlite again (the API tests open dozens of databases; see test/api/helpers). */
  pgliteStart?: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'>
}

// Any constant works; it only has to be the same on every API node so that they migrate one at a time.
const MIGRATION_LOCK_KEY = 727_001

/** A health probe must answer even when the database hangs, so it gives up after this long. */
const PING_TIMEOUT_MS = 3000

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)
  })
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false
  )
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function createPglite(dir: string | undefined, start: DatabaseOptions['pgliteStart']): DatabaseHandle {
  if (dir) fs.mkdirSync(dir, { recursive: true })
  const client = dir ? new PGlite(dir) : new PGlite(start ?? {})
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values)
      // Several statements (a library's schema set-up) only run without parameters; the last one answers.
      const results = await client.exec(text)
      return results[results.length - 1] ?? { rows: [] }
    },
    close: () => client.close()
  }
}

function createPostgres(url: string, poolMax: number, waitMs: number): DatabaseHandle {
  installArrayParsers()
  // Without a connect timeout a dead database or an exhausted pool makes requests hang instead of answering 503.
  const pool = new Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: waitMs })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  // Nor may a checked-out one between two statements (a transaction awaiting its next step when PostgreSQL stops):
  // pg emits that as an 'error' event, which without a listener is an uncaught exception. The request's next query
  // fails instead and is answered 503 (http/db-outage.ts); the broken client is dropped when released.
  pool.on('connect', (client) => {
    client.on('error', () => {})
    // A transaction whose BEGIN fails must give its connection back (drizzle does not; transaction-start-guard.ts).
    guardTransactionStart(client)
  })
  const db = drizzlePg({ client: pool, schema })
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several API nodes may start together; an advisory lock lets exactly one apply the migrations.
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR })
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        lock.release()
      }
    },
    ping: () => ping(db),
    async executeSql(text, values) {
      const result: unknown = await pool.query(text, values)
      // pg answers several statements with one result each; the last one answers, as on PGlite.
      return (Array.isArray(result) ? result[result.length - 1] : result) as { rows: any[] }
    },
    close: () => pool.end()
  }
}

/** Opens the configured database. Call migrate() before serving. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.databasePoolMax ?? 10, options.databaseWaitMs ?? 5000)
  return createPglite(options.pgliteDir, options.pgliteStart)
}
