// The back-office console at /admin: its page paths answer its index.html (history routing), its hashed assets
// are cached for a year, and a missing build says how to make it.
import fs from 'node:fs'
import path from 'node:path'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { callApiRaw } from '../helpers/contract'

describe('back office when it has not been built', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers its page paths with a 503 naming the build command', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/orders' })
    expect(res.statusCode).toBe(503)
    expect(res.body).toContain('npm run build:admin')
  })
})

describe('back office when built', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const dist = t.config.adminDistDir
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/admin/assets/index-abc.js"></script>')
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)')
  })
  afterAll(() => t.close())

  it('redirects /admin to /admin/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/admin/')
  })

  it('answers the console and its deep links with its own index.html, revalidated', async () => {
    for (const url of ['/admin/', '/admin/login', '/admin/orders/show/12?tab=refund']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect([url, res.statusCode]).toEqual([url, 200])
      expect(res.body).toContain('id="root"')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'")
    }
  })

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/assets/index-abc.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await t.app.inject({ method: 'GET', url: '/admin/assets/gone-123.js' })).statusCode).toBe(404)
  })

  it('leaves the H5 site and the API alone', async () => {
    expect((await callApiRaw(t.app, listAuditLog)).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/pages/entry/index' })).statusCode).toBe(503)
  })
})
