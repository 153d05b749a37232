// The authorisation table: every endpoint of every context × every kind of caller (nobody, two learners, each staff
// role alone, admin), each answer checked against the definition's `access`: 401 without a token, 403 without one of
// the roles (before the body or the id is looked at), and past the guard otherwise, never a 5xx. Generated from the
// definitions (definitions.ts), so a new endpoint is in the table the day it is written. The console's API takes
// console sessions only: the table calls it with one, and a last check sends it an app session of every role.
import type { Endpoint } from '@contract/define'
import { freshIp } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allEndpoints, type Caller, type Expected, expectedFor, fillParams, routeOf, STAFF_ROLES } from './definitions'
import { CONSOLE_API_PREFIX } from '../../../server/src/http/auth-guard'

const ENDPOINTS = allEndpoints()
const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'user', label: 'learner A', roles: [] },
  { kind: 'user', label: 'learner B', roles: [] },
  ...STAFF_ROLES.map((role): Caller => ({ kind: 'user', label: role, roles: [role] }))
]

let t: TestApp
const userIds = new Map<string, number>()

beforeAll(async () => {
  t = await createTestApp()
  for (const caller of CALLERS) if (caller.kind === 'user') userIds.set(caller.label, (await t.createUser({ roles: caller.roles })).id)
})
afterAll(() => t.close())

const isConsoleApi = (endpoint: Endpoint) => endpoint.path.startsWith(CONSOLE_API_PREFIX)

/**
 * A fresh token per request (an endpoint reached with an empty body may be logout, which ends its session): a
 * console session for the console's API, an app session elsewhere.
 */
async function tokenOf(caller: Caller, endpoint: Endpoint): Promise<string | undefined> {
  if (caller.kind === 'anonymous') return undefined
  return (await t.tokens.issueToken(userIds.get(caller.label)!, 'jest', isConsoleApi(endpoint) ? 'console' : 'app')).token
}

async function send(endpoint: Endpoint, token: string | undefined) {
  return t.app.inject({
    method: endpoint.method,
    url: fillParams(endpoint.path, 999_999),
    remoteAddress: freshIp(),
    headers: token ? { 'x-auth-token': token } : {},
    payload: endpoint.method === 'GET' ? undefined : {}
  })
}

async function answer(endpoint: Endpoint, caller: Caller) {
  return (await send(endpoint, await tokenOf(caller, endpoint))).statusCode
}

function meets(expected: Expected, status: number): boolean {
  if (expected === 'through') return status !== 401 && status !== 403 && status < 500
  return status === expected
}

it('covers every endpoint definition of every context', () => {
  expect(ENDPOINTS.length).toBeGreaterThan(150)
  const contexts = new Set(ENDPOINTS.map((e) => e.name.split('/')[0]))
  expect([...contexts]).toEqual(expect.arrayContaining(['catalog', 'commerce', 'content', 'identity', 'learning', 'tools']))
})

it('answers every endpoint × caller as its access rule says, with no leak and no 5xx', async () => {
  const leaks: string[] = []
  let cells = 0
  for (const { endpoint } of ENDPOINTS) {
    // The callers of one endpoint ask at once, as different people would (each with a session of their own).
    const statuses = await Promise.all(CALLERS.map((caller) => answer(endpoint, caller)))
    CALLERS.forEach((caller, i) => {
      const expected = expectedFor(endpoint.access, caller)
      cells += 1
      if (!meets(expected, statuses[i])) {
        leaks.push(`${caller.kind === 'user' ? caller.label : 'anonymous'} ${routeOf(endpoint)}: expected ${expected}, got ${statuses[i]}`)
      }
    })
  }
  console.log(`Authorisation table: ${ENDPOINTS.length} endpoints × ${CALLERS.length} callers = ${cells} cells, ${leaks.length} leaks`)
  expect(leaks).toEqual([])
}, 300_000)

it("refuses an app session on every console endpoint, whatever its roles: 401, as if nobody had signed in where a token is optional", async () => {
  const everyRole = await t.createUser({ roles: [...STAFF_ROLES] })
  const leaks: string[] = []
  const consoleEndpoints = ENDPOINTS.map((e) => e.endpoint).filter((e) => isConsoleApi(e) && e.access !== 'public')
  for (const endpoint of consoleEndpoints) {
    const res = await send(endpoint, everyRole.appToken)
    if (endpoint.access === 'optional') {
      const anonymous = await send(endpoint, undefined)
      if (res.statusCode !== anonymous.statusCode || res.json().code !== anonymous.json().code) leaks.push(`${routeOf(endpoint)}: ${res.statusCode} ${res.body}`)
    } else if (res.statusCode !== 401 || res.json().code !== 'CONSOLE_SESSION_REQUIRED') {
      leaks.push(`${routeOf(endpoint)}: ${res.statusCode} ${res.json().code}`)
    }
  }
  console.log(`Console endpoints refusing an app session: ${consoleEndpoints.length}, ${leaks.length} leaks`)
  expect(consoleEndpoints.length).toBeGreaterThan(100)
  expect(leaks).toEqual([])
}, 120_000)
