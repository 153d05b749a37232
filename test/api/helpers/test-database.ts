// A fresh, migrated database per test file: in-memory PGlite by default (a copy of one migrated per jest worker), or — when TEST_DATABASE_URL is set —
// a uniquely named PostgreSQL database copied from a migrated template and dropped afterwards (CI runs the suite both
// ways).
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Client } from 'pg'
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../../../server/src/db'

export interface TestDatabase {
  handle: DatabaseHandle
  /** PostgreSQL only: the database's URL, for a second connection pool (another API node) over it. */
  url?: string
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const migrationsFolder = path.join(__dirname, '../../../server/src/db/migrations')

/** Names the migrated template after the migrations' contents, so a changed schema gets a template of its own. */
function templateName(): string {
  const hash = createHash('sha1')
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  }
  return `fitedu_test_template_${hash.digest('hex').slice(0, 12)}`
}

let template: Promise<string> | undefined

/**
 * A migrated database to copy from (CREATE DATABASE … TEMPLATE, about half the time of migrating each file's
 * database). Made once per schema: the first worker to get the advisory lock migrates it, the others wait for it.
 * Templates of earlier schemas stay (a few MB each; two checkouts of different schemas may be testing at once):
 * `drop database` them by hand when they pile up.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = templateName()
  const client = new Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name])
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) {
      const building = `${name}_building_${process.pid}`
      await client.query(`create database "${building}"`)
      const url = new URL(adminUrl)
      url.pathname = `/${building}`
      // Two connections: migrate() holds one for its advisory lock while drizzle migrates on another.
      const handle = createDatabase({ databaseUrl: url.toString(), databasePoolMax: 2 })
      await handle.migrate()
      await handle.close()
      // Renamed only once complete, so a template that exists is always fully migrated.
      await client.query(`alter database "${building}" rename to "${name}"`)
    }
    return name
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {})
    await client.end()
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  template ??= migratedTemplate(adminUrl)
  const name = `fitedu_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database "${name}" template "${await template}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = createDatabase({ databaseUrl: url.toString(), databasePoolMax: 5 })
  await handle.migrate()
  return {
    handle,
    url: url.toString(),
    async destroy() {
      await handle.close()
      // WITH (FORCE) (PostgreSQL 13+) so a leaked connection cannot leave test databases behind.
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)
    }
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) return createPostgresDatabase(adminUrl)
  // A copy of the database the jest environment migrated (pglite-environment.cjs); migrate() then finds nothing
  // to apply. Without that environment (a file run under another config) the database starts empty and migrates.
  const pgliteStart = (globalThis as { __pgliteStart?: DatabaseOptions['pgliteStart'] }).__pgliteStart
  const handle = createDatabase({ pgliteStart })
  await handle.migrate()
  return { handle, destroy: () => handle.close() }
}
