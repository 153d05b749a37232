// Builds the real app for API tests (called with app.inject): a fresh migrated database per test file, a temporary
// DATA_DIR for uploads, and log lines captured in memory so tests can check what reaches the log.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { Role } from '@contract/identity/shapes'
import { isOperator } from '@contract/admin-access'
import { buildApp, type AppDeps } from '../../../server/src/app'
import { loadConfig, type AppConfig } from '../../../server/src/config'
import type { Db } from '../../../server/src/db'
import { createStorage } from '../../../server/src/integrations/storage'
import type { FileStorage } from '../../../server/src/integrations/storage/types'
import { createTokenService, type TokenService } from '../../../server/src/contexts/identity'
import { grantRoles, upsertUserByPhone } from '../../../server/src/contexts/identity/seeding'
import { createDatabase, type SqlRunner } from '../../../server/src/db'
import type { JobScheduler } from '../../../server/src/contexts/base'
import { createTestDatabase } from './test-database'

export interface TestApp {
  app: FastifyInstance
  db: Db
  /** Plain SQL on the app's database (the job queue's). */
  executeSql: SqlRunner
  config: AppConfig
  /** The file storage the app writes uploads to (local, under dataDir). */
  storage: FileStorage
  dataDir: string
  /** PostgreSQL only (TEST_DATABASE_URL): the database's URL, for another node over it (createSecondNode). */
  databaseUrl?: string
  /** Sessions over the app's database with its token lifetime and clock (issue, revoke as the app would). */
  tokens: TokenService
  /** Every log line written so far, raw JSON text. */
  logs: string[]
  /**
   * Creates a user (with extra roles) and a token for them: a console session when a role opens the console (the
   * console's API takes no other), an app session otherwise. `appToken` is an app session for either.
   */
  createUser(options?: { roles?: Role[]; phone?: string; name?: string }): Promise<{ id: number; token: string; appToken: string }>
  close(): Promise<void>
}

/** For a context built by hand around a test app (calling its services directly): it defines no timed work. */
export const noJobs: JobScheduler = { define: () => undefined }

let phoneCounter = 0
function nextPhone(): string {
  phoneCounter += 1
  return `1390000${String(phoneCounter).padStart(4, '0')}`
}

function captureStream(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    }
  })
}

/** Dependencies a test may replace: the clock (move time instead of sleeping), the SMS provider, WeChat, payment, the
 * pace of the assistant's search answers. */
export type TestDeps = Pick<AppDeps, 'now' | 'smsSender' | 'wechat' | 'wechatOa' | 'payment' | 'assistantPaceMs'>

/** `env` overrides configuration variables (e.g. { RATE_LIMIT_MAX: '3' }). The app is not ready yet: tests may add
 * test-only routes before their first inject. */
function testConfig(dataDir: string, env: Record<string, string>): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    H5_DIST_DIR: path.join(dataDir, 'h5'),
    // Tests move their clocks by hours; an operator's console session must outlive that unless a test says otherwise.
    ADMIN_IDLE_MINUTES: String(24 * 60),
    ADMIN_DIST_DIR: path.join(dataDir, 'admin'),
    // Starting pg-boss in every test app would cost each file its schema; the job tests turn it on.
    JOB_QUEUE: 'false',
    ...env
  })
}

export async function createTestApp(env: Record<string, string> = {}, deps: TestDeps = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fitedu-api-'))
  const config = testConfig(dataDir, env)
  const database = await createTestDatabase()
  const logs: string[] = []
  const storage = createStorage(config)
  const app = await buildApp(config, { database: database.handle, storage, logStream: captureStream(logs), ...deps })
  const db = database.handle.db
  const tokens = createTokenService(db, { ttlDays: config.tokenTtlDays, idleMinutes: config.security.adminIdleMinutes, now: deps.now })

  return {
    app,
    db,
    executeSql: database.handle.executeSql,
    config,
    storage,
    dataDir,
    databaseUrl: database.url,
    tokens,
    logs,
    async createUser(options = {}) {
      const user = await upsertUserByPhone(db, { phone: options.phone ?? nextPhone(), name: options.name ?? '测试用户' })
      await grantRoles(db, user.id, (options.roles ?? []).filter((r) => r !== 'learner'))
      const roles = options.roles ?? []
      const { token: appToken } = await tokens.issueToken(user.id, 'jest')
      const token = isOperator(roles) ? (await tokens.issueToken(user.id, 'jest', 'console')).token : appToken
      return { id: user.id, token, appToken }
    },
    async close() {
      await app.close()
      await database.destroy()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * Another API node over the same PostgreSQL database as `first` (a pool of its own, its own process state: rate
 * limits in memory, timers), as a second server would be. Needs TEST_DATABASE_URL.
 */
export async function createSecondNode(first: TestApp, env: Record<string, string> = {}) {
  if (!first.databaseUrl) throw new Error('a second node needs PostgreSQL (TEST_DATABASE_URL)')
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fitedu-api-'))
  const config = testConfig(dataDir, env)
  const handle = createDatabase({ databaseUrl: first.databaseUrl, databasePoolMax: 5 })
  const logs: string[] = []
  const app = await buildApp(config, { database: handle, storage: createStorage(config), logStream: captureStream(logs) })
  return {
    app,
    db: handle.db,
    executeSql: handle.executeSql,
    logs,
    async close() {
      await app.close()
      await handle.close()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  }
}
