import { eq } from 'drizzle-orm'
import { authTokens } from '../../../server/src/db/schema'
import { ok } from '../../../server/src/http/envelope'
import { ROTATION_GRACE_MS } from '../../../server/src/contexts/identity'
import { hashToken } from '../../../server/src/contexts/identity/seeding'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getCurrentUser } from '@contract/identity/endpoints'
import { callApiRaw } from '../helpers/contract'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // Test-only routes for the role check; production code has no such route.
  t.app.get('/api/test/admin-only', { config: { roles: ['admin'] } }, async (req) => ok({ id: req.user?.id }))
  t.app.get('/api/test/staff', { config: { roles: ['teacher', 'sales'] } }, async () => ok('staff'))
})
afterAll(() => t.close())

const current = (token?: string) => callApiRaw(t.app, getCurrentUser, { token })

async function tokenRow(token: string) {
  const [row] = await t.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(token)))
  return row
}

describe('GET /api/current', () => {
  it('answers 401 with no token', async () => {
    const res = await current()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: 0, message: '请先登录', code: 'UNAUTHENTICATED', data: null })
  })

  it('answers 401 with the empty token a logged-out app sends', async () => {
    expect((await current('')).statusCode).toBe(401)
  })

  it('answers 401 with an unknown token', async () => {
    expect((await current('not-a-real-token')).statusCode).toBe(401)
  })

  it('answers 401 with an expired token', async () => {
    const { token } = await t.createUser()
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(token)))
    const res = await current(token)
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('UNAUTHENTICATED')
  })

  it('answers 401 with a revoked token', async () => {
    const { token } = await t.createUser()
    const row = await tokenRow(token)
    await t.tokens.revokeToken(row.id)
    expect((await current(token)).statusCode).toBe(401)
  })

  it('answers the user and a fresh token for a valid token', async () => {
    const { id, token } = await t.createUser({ phone: '13911112222', name: '张三', roles: ['trainer'] })
    const res = await current(token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe(1)
    expect(body.data.user).toEqual({
      id,
      phone: '13911112222',
      name: '张三',
      avatar: '',
      roles: ['learner', 'trainer'],
      hasPassword: false
    })
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.data.token).not.toBe(token)
    expect((await current(body.data.token)).statusCode).toBe(200)
  })

  it('stores only a hash of the token, with the device and an expiry', async () => {
    const { token } = await t.createUser()
    const res = await callApiRaw(t.app, getCurrentUser, { token, headers: { 'user-agent': 'MicroMessenger/8.0' } })
    const fresh = res.json().data.token as string
    const row = await tokenRow(fresh)
    expect(row.tokenHash).not.toContain(fresh)
    expect(row.device).toBe('MicroMessenger/8.0')
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
  })

  it('keeps the old token working for the grace window only', async () => {
    const { token } = await t.createUser()
    const before = Date.now()
    await current(token)
    // In-flight requests sent with the old token at launch still pass...
    expect((await current(token)).statusCode).toBe(200)
    const row = await tokenRow(token)
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(before + ROTATION_GRACE_MS + 5000)
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now())
    // ...and once the window has passed, it is refused.
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(authTokens.id, row.id))
    expect((await current(token)).statusCode).toBe(401)
  })
})

describe('token service', () => {
  it('revokeAllTokens ends every session of the user except the one kept', async () => {
    const { id, token: first } = await t.createUser()
    const second = await t.tokens.issueToken(id, 'other phone')
    const keep = await tokenRow(first)
    await t.tokens.revokeAllTokens(id, keep.id)
    expect((await current(first)).statusCode).toBe(200)
    expect((await current(second.token)).statusCode).toBe(401)
  })

  it('does not touch other users sessions', async () => {
    const a = await t.createUser()
    const b = await t.createUser()
    await t.tokens.revokeAllTokens(a.id)
    expect((await current(a.token)).statusCode).toBe(401)
    expect((await current(b.token)).statusCode).toBe(200)
  })
})

describe('role check', () => {
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} })

  it('answers 401 before the role check when not logged in', async () => {
    expect((await get('/api/test/admin-only')).statusCode).toBe(401)
  })

  it('answers 403 for a learner on an admin-only route', async () => {
    const { token } = await t.createUser()
    const res = await get('/api/test/admin-only', token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ status: 0, message: '没有权限进行此操作', code: 'FORBIDDEN', data: null })
  })

  it('lets an admin through, with request.user set for the handler', async () => {
    const { id, token } = await t.createUser({ roles: ['admin'] })
    const res = await get('/api/test/admin-only', token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ id })
  })

  it('accepts any one of the listed roles', async () => {
    const sales = await t.createUser({ roles: ['sales'] })
    const judge = await t.createUser({ roles: ['judge'] })
    expect((await get('/api/test/staff', sales.token)).statusCode).toBe(200)
    expect((await get('/api/test/staff', judge.token)).statusCode).toBe(403)
  })
})
