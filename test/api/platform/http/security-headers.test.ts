// The security headers are read from helmet once at start (security-headers.ts): the set recorded must be exactly
// what helmet writes on a real response, and every answer, a 404 included, must carry it; a route may replace one.
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import Fastify from 'fastify'
import helmet from 'helmet'
import { cspDirectives, headersOf, installSecurityHeaders } from '../../../../server/src/http/security-headers'

const options = {
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives('https://cdn.example.com') },
  crossOriginResourcePolicy: { policy: 'same-origin' as const }
}

/** What helmet itself sets on a node response. */
function writtenByHelmet(): Record<string, string> {
  const req = new IncomingMessage(new Socket())
  const res = new ServerResponse(req)
  res.setHeader('x-powered-by', 'Express')
  let failure: unknown
  helmet(options)(req, res, (err?: unknown) => { failure = err })
  expect(failure).toBeUndefined()
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]))
}

describe('security headers', () => {
  it('records exactly the headers helmet writes', () => {
    const recorded = headersOf(helmet(options))
    expect(recorded).toEqual(writtenByHelmet())
    expect(Object.keys(recorded).length).toBeGreaterThanOrEqual(12)
    expect(recorded['content-security-policy']).toContain('img-src \'self\' data: blob: https://cdn.example.com')
    expect(recorded).not.toHaveProperty('x-powered-by')
  })

  it('sends them on every answer, a 404 included, and lets a route replace one', async () => {
    const app = Fastify()
    await installSecurityHeaders(app, '')
    app.get('/plain', async () => ({ ok: true }))
    app.get('/framed', async (_req, reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin')
      return { ok: true }
    })
    const expected = headersOf(helmet({ ...options, contentSecurityPolicy: { useDefaults: false, directives: cspDirectives('') } }))
    for (const url of ['/plain', '/missing']) {
      const res = await app.inject({ url })
      for (const [name, value] of Object.entries(expected)) expect([url, name, res.headers[name]]).toEqual([url, name, value])
    }
    const framed = await app.inject({ url: '/framed' })
    expect(framed.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN')
    await app.close()
  })
})
