// Every back-office endpoint, whatever its area: no token → 401; a learner → 403; an operator whose roles are not
// in the endpoint's area → 403 (checked before the body or the id is looked at); an operator of the area signed in
// through the app, not the console → 401 CONSOLE_SESSION_REQUIRED. Built from the definitions, so a
// new admin endpoint is covered the day it is added.
import { OPERATOR_ROLES } from '../../../types/admin-access'
import type { Endpoint } from '../../../types/define'
import * as about from '../../../types/content/about-admin-endpoints'
import * as agreements from '../../../types/catalog/agreements-admin-endpoints'
import * as assistant from '../../../types/content/assistant-admin-endpoints'
import * as audit from '../../../types/system/admin-endpoints'
import * as catalog from '../../../types/catalog/admin-endpoints'
import * as content from '../../../types/content/admin-endpoints'
import * as coupons from '../../../types/catalog/coupons-admin-endpoints'
import * as dashboard from '../../../types/commerce/dashboard-admin-endpoints'
import * as home from '../../../types/content/home-admin-endpoints'
import * as orders from '../../../types/commerce/admin-endpoints'
import * as points from '../../../types/catalog/points-admin-endpoints'
import * as questionnaires from '../../../types/content/questionnaire-admin-endpoints'
import * as training from '../../../types/training/admin-endpoints'
import * as users from '../../../types/identity/admin-endpoints'
import type { Role } from '../../../types/identity/shapes'
import { freshIp } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'

const ENDPOINTS = [about, agreements, assistant, audit, catalog, content, coupons, dashboard, home, orders, points, questionnaires, training, users]
  .flatMap((module) => Object.values(module) as unknown[])
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'method' in value)

let t: TestApp
const tokens = new Map<string, string>()
const appTokens = new Map<string, string>()

beforeAll(async () => {
  t = await createTestApp()
  tokens.set('learner', (await t.createUser()).token)
  for (const role of OPERATOR_ROLES) {
    const operator = await t.createUser({ roles: [role] })
    tokens.set(role, operator.token)
    appTokens.set(role, operator.appToken)
  }
})
afterAll(() => t.close())

function inject(endpoint: Endpoint, token?: string) {
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(/:\w+/g, '1'),
    // Each request from its own address: hundreds of them from one would meet the per-IP rate limit instead.
    remoteAddress: freshIp(),
    headers: token ? { 'x-auth-token': token } : {},
    payload: endpoint.method === 'GET' ? undefined : {}
  })
}

it('finds the back office endpoints, all under /api/admin/ and all for operator roles only', () => {
  expect(ENDPOINTS.length).toBeGreaterThan(40)
  for (const endpoint of ENDPOINTS) {
    expect(endpoint.path).toMatch(/^\/api\/admin\//)
    expect(typeof endpoint.access).toBe('object')
    const roles = (endpoint.access as { roles: readonly Role[] }).roles
    expect(roles.every((role) => (OPERATOR_ROLES as readonly Role[]).includes(role))).toBe(true)
  }
})

it('answers 401 without a token and 403 to a learner on every one', async () => {
  for (const endpoint of ENDPOINTS) {
    const route = `${endpoint.method} ${endpoint.path}`
    expect([route, (await inject(endpoint)).statusCode]).toEqual([route, 401])
    expect([route, (await inject(endpoint, tokens.get('learner'))).statusCode]).toEqual([route, 403])
  }
})

it('answers 403 to an operator whose role is outside the endpoint area', async () => {
  for (const endpoint of ENDPOINTS) {
    const allowed = (endpoint.access as { roles: readonly Role[] }).roles
    for (const role of OPERATOR_ROLES.filter((r) => !allowed.includes(r))) {
      const route = `${role} ${endpoint.method} ${endpoint.path}`
      expect([route, (await inject(endpoint, tokens.get(role))).statusCode]).toEqual([route, 403])
    }
  }
})

it("answers 401 CONSOLE_SESSION_REQUIRED to an operator of the area holding an app session, not a console one", async () => {
  for (const endpoint of ENDPOINTS) {
    const role = (endpoint.access as { roles: readonly Role[] }).roles[0]
    const res = await inject(endpoint, appTokens.get(role))
    const route = `${role} ${endpoint.method} ${endpoint.path}`
    expect([route, res.statusCode, res.json().code]).toEqual([route, 401, 'CONSOLE_SESSION_REQUIRED'])
  }
})
