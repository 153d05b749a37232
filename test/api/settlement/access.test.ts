// Who may call each settlement endpoint, written out by hand (not derived from the definitions, so a definition
// that opens too wide fails here): EP and education staff read their organisation, admin and finance run the
// back office, every other role (and a learner) is refused with 403, nobody signed in with 401.
import { ROLES, type Role } from '@contract/identity/shapes'
import * as adminApi from '@contract/settlement/admin-endpoints'
import * as staffApi from '@contract/settlement/endpoints'
import type { Endpoint } from '@contract/define'
import { freshIp } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'

const STAFF_ALLOWED: Role[] = ['ep', 'edu']
const ADMIN_ALLOWED: Role[] = ['admin', 'finance']
const endpoints = (module: Record<string, unknown>) => Object.values(module).filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v)
const TABLE: Array<[Endpoint, Role[]]> = [
  ...endpoints(staffApi).map((e): [Endpoint, Role[]] => [e, STAFF_ALLOWED]),
  ...endpoints(adminApi).map((e): [Endpoint, Role[]] => [e, ADMIN_ALLOWED])
]

let t: TestApp
const tokens = new Map<Role, string>()
beforeAll(async () => {
  t = await createTestApp()
  for (const role of ROLES) tokens.set(role, (await t.createUser({ roles: role === 'learner' ? [] : [role] })).token)
})
afterAll(() => t.close())

const call = (endpoint: Endpoint, token?: string) => t.app.inject({
  method: endpoint.method, url: endpoint.path.replace(/:\w+/g, '999999'), remoteAddress: freshIp(),
  headers: token ? { 'x-auth-token': token } : {}, payload: endpoint.method === 'GET' ? undefined : {}
})

it('lists every settlement endpoint in the table', () => {
  expect(TABLE.length).toBe(7 + 19)
})

it.each(TABLE.map(([e, allowed]) => [`${e.method} ${e.path}`, e, allowed] as const))('%s: allowed roles through, others 403, nobody 401', async (_, endpoint, allowed) => {
  expect((await call(endpoint)).statusCode).toBe(401)
  for (const role of ROLES) {
    const status = (await call(endpoint, tokens.get(role))).statusCode
    if (allowed.includes(role)) expect([role, status < 500 && status !== 401 && status !== 403]).toEqual([role, true])
    else expect([role, status]).toEqual([role, 403])
  }
})
