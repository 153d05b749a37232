// A fresh, migrated database per test file: in-memory PGlite by default (a copy of one migrated per jest worker), or — when TEST_DATABASE_URL is set —
// a uniquely named PostgreSQL database created from it and dropped afterwards (CI runs the suite both ways).
import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../../../server/src/db'

export interface TestDatabase {
  handle: DatabaseHandle
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

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `fitedu_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = createDatabase({ databaseUrl: url.toString(), databasePoolMax: 5 })
  await handle.migrate()
  return {
    handle,
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
