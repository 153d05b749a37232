import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { createTestApp, type TestApp } from '../helpers/test-app'

describe('H5 site when it has not been built', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers page paths with a clear 503 saying the site is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/mine/addressList?x=1' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toContain('npm run build:h5')
  })

  it('still answers unknown /api routes with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })
})

// Taro's pxtransform puts an inline script like this into index.html.
const REM_SCRIPT = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'
const BUNDLE = 'console.log(1)'

describe('H5 site when built', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    t = await createTestApp()
    dist = t.config.h5DistDir
    fs.mkdirSync(path.join(dist, 'js'), { recursive: true })
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!DOCTYPE html><script>${REM_SCRIPT}</script><script defer src="/js/app.1234abcd.js"></script><div id="app"></div>`
    )
    fs.writeFileSync(path.join(dist, 'js', 'app.1234abcd.js'), 'console.log(1)')
    // What the build's compression step (config/prod.ts) writes beside a hashed bundle.
    fs.writeFileSync(path.join(dist, 'js', 'app.1234abcd.js.br'), zlib.brotliCompressSync(BUNDLE))
    fs.writeFileSync(path.join(dist, 'js', 'app.1234abcd.js.gz'), zlib.gzipSync(BUNDLE))
  })
  afterAll(() => t.close())

  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('id="app"')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(REM_SCRIPT).digest('base64')
    for (const url of ['/', '/pages/entry/index']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy'])
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'))
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'none'")
    }
  })

  it('answers a deep link (history mode) with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/mine/addressList?x=1' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/app.1234abcd.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves files added after start (no cached file list)', async () => {
    fs.writeFileSync(path.join(dist, 'js', 'late.5678efab.js'), 'console.log(2)')
    const res = await t.app.inject({ method: 'GET', url: '/js/late.5678efab.js' })
    expect(res.statusCode).toBe(200)
  })

  it('sends the brotli file of a hashed bundle to a client accepting br, long-cached and varying on the encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/app.1234abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE)
  })

  it('sends the gzip file to a client accepting only gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/app.1234abcd.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(BUNDLE)
  })

  it('sends the file itself to a client accepting no compression, still varying on the encoding', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/js/app.1234abcd.js', headers })
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.body).toBe(BUNDLE)
      expect(res.headers.vary).toContain('accept-encoding')
    }
  })

  it('sends a compressed index.html uncached with its CSP, at / and at a deep link', async () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'))
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html))
    try {
      const hash = createHash('sha256').update(REM_SCRIPT).digest('base64')
      for (const url of ['/', '/pages/mine/addressList']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-encoding']).toBe('br')
        expect(res.headers['content-type']).toContain('text/html')
        expect(res.headers['cache-control']).toBe('no-cache')
        expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`)
        expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('id="app"')
      }
    } finally {
      fs.rmSync(path.join(dist, 'index.html.br'))
    }
  })

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/gone.00000000.js' })
    expect(res.statusCode).toBe(404)
  })

  it('never answers /api paths with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/mine' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })
})
