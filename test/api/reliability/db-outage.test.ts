// The database away: real node-postgres failures (a refused connection, a pool with every connection taken, through
// drizzle as the repos see them) answer 503 DATABASE_UNAVAILABLE in the caller's language with Retry-After, never a
// 500; the outage is logged once (not a stack and SQL per request) and once more when the probe finds it back.
// test/faults does the same against a real PostgreSQL stopped and restarted under load.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { FastifyInstance } from 'fastify'
import { Pool } from 'pg'
import { buildApp } from '../../../server/src/app'
import { loadConfig } from '../../../server/src/config'
import { ERROR_CATALOGUE } from '@contract/errors'
import { createTestDatabase } from '../helpers/test-database'

const refusedPool = new Pool({ host: '127.0.0.1', port: 1, user: 'nobody', database: 'none', connectionTimeoutMillis: 2000 })
refusedPool.on('error', () => {})
/** A server that accepts connections and never answers: a database hung, or a pool whose every slot is taken. */
const silent = net.createServer((socket) => sockets.push(socket))
const sockets: net.Socket[] = []
let busyPool: Pool

let app: FastifyInstance
let destroy: () => Promise<void>
let dataDir: string
let databaseUp = false
const logs: string[] = []

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  busyPool = new Pool({ host: '127.0.0.1', port: (silent.address() as net.AddressInfo).port, max: 1, connectionTimeoutMillis: 300 })
  busyPool.on('error', () => {})
  const database = await createTestDatabase()
  destroy = database.destroy
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-outage-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir })
  const logStream = new Writable({ write: (chunk, _e, done) => (logs.push(...String(chunk).split('\n').filter(Boolean)), done()) })
  app = await buildApp(config, { database: { ...database.handle, ping: async () => databaseUp }, logStream })
  // Test-only routes that query through drizzle as a repo would, on a database that is not there.
  app.get('/test-only/refused', async () => drizzle({ client: refusedPool }).execute(sql`select ${'a parameter'} as secret`))
  app.get('/test-only/exhausted', async () => drizzle({ client: busyPool }).execute(sql`select 1`))
})
afterAll(async () => {
  await app.close()
  await destroy()
  await refusedPool.end()
  await busyPool.end().catch(() => {})
  for (const socket of sockets) socket.destroy()
  silent.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const lines = (msg: string) => logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === msg)

it('answers 503 with a clear message in each language and Retry-After, logging the outage once', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => get('/test-only/refused')))
  for (const res of answers) {
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.json()).toMatchObject({ status: 0, code: 'DATABASE_UNAVAILABLE', data: null })
    expect(res.json().message).toContain('数据库连接中断')
  }
  // zh-Hant: the server's own sentence in Traditional characters; en: the catalogue's.
  expect((await get('/test-only/refused', { 'x-locale': 'zh-Hant' })).json().message).toMatch(/^服務暫時.*中斷/)
  expect((await get('/test-only/refused', { 'x-locale': 'en' })).json().message).toBe(ERROR_CATALOGUE.DATABASE_UNAVAILABLE.en)
  expect(lines('database unavailable: answering 503 until it is back')).toHaveLength(1)
  expect(lines('request failed')).toHaveLength(0)
  const text = logs.join('\n')
  expect(text).not.toContain('a parameter')
  expect(text).not.toContain('select')
  expect(lines('database unavailable: answering 503 until it is back')[0].cause).toMatchObject({ code: 'ECONNREFUSED' })
})

it('logs once more when the database answers again, with how many requests it refused', async () => {
  databaseUp = true
  for (let i = 0; i < 40 && lines('database is back: serving again').length === 0; i++) await new Promise((r) => setTimeout(r, 100))
  const [back] = lines('database is back: serving again')
  expect(back).toMatchObject({ refused: 22, outageMs: expect.any(Number) })
})

it('answers 503 when the database hangs and every pooled connection is taken past the wait, and logs a new outage once', async () => {
  const answers = await Promise.all([get('/test-only/exhausted'), get('/test-only/exhausted'), get('/test-only/exhausted')])
  expect(answers.map((res) => [res.statusCode, res.json().code])).toEqual(Array(3).fill([503, 'DATABASE_UNAVAILABLE']))
  expect(lines('database unavailable: answering 503 until it is back')).toHaveLength(2)
})
