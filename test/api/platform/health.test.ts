import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../../server/src/app'
import { loadConfig } from '../../../server/src/config'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase } from '../helpers/test-database'
import { getHealth } from '@contract/system/endpoints'
import { callApiRaw } from '../helpers/contract'

const version = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')).version

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers ok with the database up, the package version and the uptime', async () => {
    const res = await callApiRaw(t.app, getHealth)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      status: 1,
      message: '',
      data: { ok: true, db: 'up', version, uptimeSeconds: expect.any(Number) }
    })
  })

  it('does not need a token', async () => {
    const res = await callApiRaw(t.app, getHealth, { token: '' })
    expect(res.json().status).toBe(1)
  })
})

describe('GET /api/health with the database down', () => {
  it('answers 503 with the same envelope, so a load balancer takes the node out of rotation', async () => {
    const database = await createTestDatabase()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-health-'))
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
    const app = await buildApp(config, { database: { ...database.handle, ping: async () => false } })
    try {
      const res = await callApiRaw(app, getHealth)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        status: 1,
        message: '',
        data: { ok: false, db: 'down', version, uptimeSeconds: expect.any(Number) }
      })
    } finally {
      await app.close()
      await database.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('request ids', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('echoes an incoming uuid x-request-id and logs with it', async () => {
    const id = '7d0c4a3e-2f55-4a83-9f3e-4c1f2b8a9e10'
    const res = await callApiRaw(t.app, getHealth, { headers: { 'x-request-id': id } })
    expect(res.headers['x-request-id']).toBe(id)
    expect(t.logs.some((line) => JSON.parse(line).reqId === id)).toBe(true)
  })

  it('replaces an x-request-id that is not a uuid with a fresh one', async () => {
    const res = await callApiRaw(t.app, getHealth, { headers: { 'x-request-id': 'evil\nline' } })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('gives every request its own id when none is sent', async () => {
    const a = await callApiRaw(t.app, getHealth)
    const b = await callApiRaw(t.app, getHealth)
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id'])
  })

  it('never writes the auth token to the log', async () => {
    t.app.log.info({ headers: { 'x-auth-token': 'secret-token', authorization: 'Bearer x' } }, 'probe')
    const line = t.logs.find((l) => l.includes('"probe"')) ?? ''
    expect(line).not.toContain('secret-token')
    expect(line).toContain('[redacted]')
  })
})
