// The authorisation table's rows for the sales endpoints (the generated suite covers every endpoint; this runs the
// same rule on the sales ones alone, quick enough to run while working): every sales endpoint × nobody, a learner
// and each role alone: 401 without a token, 403 without one of the roles, past the guard otherwise, never a 5xx.
import type { Endpoint } from '@contract/define'
import { freshIp } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allEndpoints, type Caller, expectedFor, fillParams, routeOf, STAFF_ROLES } from '../reliability/definitions'

const SALES_ENDPOINTS = allEndpoints().filter(({ endpoint }) => /^\/api\/(admin\/)?sales\//.test(endpoint.path))
const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'user', label: 'learner', roles: [] },
  ...STAFF_ROLES.map((role): Caller => ({ kind: 'user', label: role, roles: [role] }))
]

let t: TestApp
const tokens = new Map<string, string>()

beforeAll(async () => {
  t = await createTestApp()
  for (const caller of CALLERS) if (caller.kind === 'user') tokens.set(caller.label, (await t.createUser({ roles: caller.roles })).token)
})
afterAll(() => t.close())

async function status(endpoint: Endpoint, caller: Caller): Promise<number> {
  const token = caller.kind === 'user' ? tokens.get(caller.label) : undefined
  const res = await t.app.inject({
    method: endpoint.method, url: fillParams(endpoint.path, 999_999), remoteAddress: freshIp(),
    headers: token ? { 'x-auth-token': token } : {}, payload: endpoint.method === 'GET' ? undefined : {}
  })
  return res.statusCode
}

it('finds every sales endpoint among the definitions', () => {
  expect(SALES_ENDPOINTS.length).toBe(28)
})

it('answers every sales endpoint × caller as its access rule says', async () => {
  const wrong: string[] = []
  for (const { endpoint } of SALES_ENDPOINTS) {
    for (const caller of CALLERS) {
      const expected = expectedFor(endpoint.access, caller)
      const got = await status(endpoint, caller)
      const ok = expected === 'through' ? got !== 401 && got !== 403 && got < 500 : got === expected
      if (!ok) wrong.push(`${caller.kind === 'user' ? caller.label : 'anonymous'} ${routeOf(endpoint)}: expected ${expected}, got ${got}`)
    }
  }
  expect(wrong).toEqual([])
  // A learner never gets past the guard of a sales endpoint.
  expect(SALES_ENDPOINTS.every(({ endpoint }) => expectedFor(endpoint.access, CALLERS[1]!) === 403)).toBe(true)
}, 120_000)
