// The rate limiter under a burst: requests arriving together from one address are counted one by one, so exactly
// those over the limit are refused (429 RATE_LIMITED) and the rest are served; the whole burst is never refused,
// nor a neighbour's address. Both the global per-IP limit and a route's stricter preset (sign-in).
import { getHealth } from '@contract/system/endpoints'
import { loginByPassword } from '@contract/identity/endpoints'
import { RATE_LIMITS } from '../../../server/src/http/rate-limit'
import { callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

const LIMIT = 8
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_ALLOW: '10.200.0.9' })
})
afterAll(() => t.close())

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

it('serves the first requests of a simultaneous burst up to the limit and refuses only the rest', async () => {
  const burst = await Promise.all(Array.from({ length: 20 }, () => callApiRaw(t.app, getHealth, { ip: '10.200.0.1' })))
  const statuses = burst.map((res) => res.statusCode)
  expect(count(statuses, 200)).toBe(LIMIT)
  expect(count(statuses, 429)).toBe(20 - LIMIT)
  for (const res of burst.filter((r) => r.statusCode === 429)) expect(res.json().code).toBe('RATE_LIMITED')
  // A neighbour behind another address is not touched.
  expect((await callApiRaw(t.app, getHealth, { ip: '10.200.0.2' })).statusCode).toBe(200)
})

it("lets exactly the sign-in preset's number of tries through a burst on the sign-in route", async () => {
  const tries = RATE_LIMITS.auth.max + 7
  const burst = await Promise.all(
    Array.from({ length: tries }, (_, i) =>
      callApiRaw(t.app, loginByPassword, { ip: '10.200.0.3', body: { phone: `1390099${String(i).padStart(4, '0')}`, password: 'wrong-password' } })
    )
  )
  const statuses = burst.map((res) => res.statusCode)
  expect(count(statuses, 429)).toBe(7)
  expect(count(statuses, 200)).toBe(RATE_LIMITS.auth.max)
})

it('never counts an allowed address (RATE_LIMIT_ALLOW), on the global limit or a route\'s preset', async () => {
  const health = await Promise.all(Array.from({ length: 20 }, () => callApiRaw(t.app, getHealth, { ip: '10.200.0.9' })))
  expect(count(health.map((res) => res.statusCode), 200)).toBe(20)
  const tries = await Promise.all(Array.from({ length: RATE_LIMITS.auth.max + 3 }, () =>
    callApiRaw(t.app, loginByPassword, { ip: '10.200.0.9', body: { phone: '13900990001', password: 'wrong-password' } })))
  expect(count(tries.map((res) => res.statusCode), 429)).toBe(0)
})
