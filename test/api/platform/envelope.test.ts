import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../../server/src/http/envelope'
import { userError } from '../../../server/src/http/errors'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getHealth } from '@contract/system/endpoints'
import { callApiRaw } from '../helpers/contract'

// Test-only routes: they exist in this file, never in production code.
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.strictObject({
          phone: z.string().regex(/^1[3-9]\d{9}$/).meta({ title: '手机号' }),
          count: z.number().int().min(1).optional()
        })
      }
    },
    async (req) => ok({ phone: req.body.phone })
  )
  app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2')
  })
  app.get('/api/test/coupon', async () => {
    throw userError('COUPON_UNAVAILABLE', '优惠券已过期')
  })
}

describe('envelope and error mapping', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.register(testRoutes)
  })
  afterAll(() => t.close())

  it('wraps success as status 1 with an empty message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { phone: '13800000001' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 1, message: '', data: { phone: '13800000001' } })
  })

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 0, message: '请求的接口不存在', code: 'NOT_FOUND', data: null })
  })

  it('answers a wrong method on a known path with a 404 envelope too', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })

  it('answers a validation failure with HTTP 200, status 0, VALIDATION and a sentence naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { phone: '12345' } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ status: 0, code: 'VALIDATION', data: null })
    expect(body.message).toMatch(/^手机号填写有误/)
  })

  it('says which field is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} })
    expect(res.json()).toMatchObject({ status: 0, code: 'VALIDATION', message: '手机号不能为空' })
  })

  it('never puts a key in the sentence; the key travels in fields, for the form to place the reason', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { phone: '13800000001', count: 0 } })
    const body = res.json()
    expect(body.message).toMatch(/^提交的内容有误：/)
    expect(body.message).not.toContain('count')
    expect(body.fields).toEqual([{ field: 'count', message: expect.any(String) }])
    expect(body.fields[0].message).not.toContain('count')
  })

  it('lists every field with a problem, once each, named readably', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { count: 0 } })
    const body = res.json()
    expect(body.message).toBe('手机号不能为空')
    expect(body.fields.map((f: any) => f.field).sort()).toEqual(['count', 'phone'])
    expect(body.fields.find((f: any) => f.field === 'phone').message).toBe('请填写手机号')
  })

  it('refuses fields the schema does not know (strict schemas)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { phone: '13800000001', userId: 1 }
    })
    expect(res.json()).toMatchObject({ status: 0, code: 'VALIDATION', message: '不支持的参数：userId' })
  })

  it('answers a business failure with HTTP 200, status 0 and its own code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/coupon' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 0, message: '优惠券已过期', code: 'COUPON_UNAVAILABLE', data: null })
  })

  it('answers a bug with a 500 that hides the cause, which goes to the log only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ status: 0, message: '服务器出了一些问题', code: 'INTERNAL', data: null })
    expect(res.body).not.toContain('hunter2')
    const logged = t.logs.map((l) => JSON.parse(l)).find((l) => l.level === 50)
    expect(logged?.err?.message).toBe('database password is hunter2')
    expect(logged?.reqId).toBe(res.headers['x-request-id'])
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":'
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: 0, code: 'BAD_REQUEST' })
  })

  it('sends security headers with a CSP the H5 site can run under', async () => {
    const res = await callApiRaw(t.app, getHealth)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('rate limiting', () => {
  // Every call from one client, as inject() sends by default: the limit counts per IP.
  const ONE_CLIENT = '127.0.0.1'
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '3' })
  })
  afterAll(() => t.close())

  it('answers 429 with a RATE_LIMITED envelope once an IP exceeds the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await callApiRaw(t.app, getHealth, { ip: ONE_CLIENT })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
    const res = await callApiRaw(t.app, getHealth, { ip: ONE_CLIENT })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ status: 0, message: '操作太频繁，请稍后再试', code: 'RATE_LIMITED', data: null })
    expect(res.headers['retry-after']).toBeDefined()
  })

  it('counts each client IP separately', async () => {
    const res = await callApiRaw(t.app, getHealth, { ip: '10.0.0.9' })
    expect(res.statusCode).toBe(200)
  })
})
