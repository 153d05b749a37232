// Another user's object looks exactly like one that does not exist. Learner A owns an address, a calculation, an
// order and a coupon; learner B then tries every signed-in endpoint that takes an id (found in the definitions)
// with every id from 1 up past A's highest (sequential ids, as an attacker would walk them), and each answer must
// equal, word for word, B's answer for an id nobody has. A's objects must come through unchanged.
import { createAddress, getAddress } from '@contract/identity/endpoints'
import { createCalculation, getCalculation } from '@contract/tools/endpoints'
import { createOrder, getOrder } from '@contract/commerce/endpoints'
import { getCoupon } from '@contract/catalog/endpoints'
import type { Endpoint } from '@contract/define'
import { expectOk, freshIp } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { giveCoupon, seedGoods } from '../helpers/commerce/fixtures'
import { checkoutBody } from '../helpers/commerce/shop'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allEndpoints, fillParams, routeOf } from './definitions'

const NOBODYS_ID = 999_999_999
/** Bodies that pass validation, so that a write gets as far as looking its id up (an empty body may be refused first). */
const VALID_BODIES: Record<string, object> = {
  'PUT /api/address/:id': { recipient: '王五', phone: '13900000001', regionCode: '110105', detail: '建国路1号', isDefault: true },
  'PUT /api/calculations/:id': { name: '改名' },
  'POST /api/order/:id/refund': { reason: '不想上了', amountFen: 100 },
  'POST /api/order/:id/invoice': { type: 'personal', title: '王五', contact: '王五', phone: '13900000001' },
  'POST /api/order/:id/pay': { channel: 'sandbox' }
}

const ID_ENDPOINTS = allEndpoints()
  .map((e) => e.endpoint)
  .filter((e) => e.access === 'user' && /:\w*id\b/i.test(e.path))

let t: TestApp
let a: { id: number; token: string }
let b: { id: number; token: string }
const owned: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp()
  a = await t.createUser()
  b = await t.createUser()
  owned.address = expectOk(await callApi(t.app, createAddress, { token: a.token, body: VALID_BODIES['PUT /api/address/:id'] as never })).id
  owned.calculation = expectOk(await callApi(t.app, createCalculation, {
    token: a.token,
    body: { kind: 'profit', name: 'A的利润', inputs: { revenueLines: [{ name: '会籍', amountFen: 100 }], rentFen: 0, wagesFen: 0, utilitiesFen: 0, commissionFen: 0, otherFen: 0, variableCostPct: 0, initialInvestmentFen: 0 } }
  })).id
  owned.order = expectOk(await callApi(t.app, createOrder, { token: a.token, body: checkoutBody(await seedGoods(t.db)) })).id
  owned.coupon = await giveCoupon(t.db, a.id)
})
afterAll(() => t.close())

async function asB(endpoint: Endpoint, id: number) {
  const route = `${endpoint.method} ${endpoint.path}`
  const res = await t.app.inject({
    method: endpoint.method,
    url: fillParams(endpoint.path, id),
    remoteAddress: freshIp(),
    headers: { 'x-auth-token': b.token },
    payload: endpoint.method === 'GET' ? undefined : (VALID_BODIES[route] ?? {})
  })
  const body = res.json() as { status: number; code?: string; message: string; fields?: unknown }
  return JSON.stringify([res.statusCode, body.status, body.code, body.message, body.fields ?? null])
}

async function aSees() {
  return Promise.all([
    callApi(t.app, getAddress, { params: { id: owned.address }, token: a.token }),
    callApi(t.app, getCalculation, { params: { id: owned.calculation }, token: a.token }),
    callApi(t.app, getOrder, { params: { id: owned.order }, token: a.token }),
    callApi(t.app, getCoupon, { params: { id: owned.coupon }, token: a.token })
  ])
}

it('finds the signed-in endpoints that take an id', () => {
  expect(ID_ENDPOINTS.length).toBeGreaterThan(15)
})

it("answers another user's ids, walked in sequence, exactly like ids nobody has, and changes nothing of theirs", async () => {
  const before = await aSees()
  for (const answer of before) expect(answer.status).toBe(1)
  const highest = Math.max(...Object.values(owned)) + 2
  const leaks: string[] = []
  let probes = 0
  for (const endpoint of ID_ENDPOINTS) {
    const missing = await asB(endpoint, NOBODYS_ID)
    expect([routeOf(endpoint), missing]).not.toEqual([routeOf(endpoint), expect.stringContaining('[200,1,')])
    for (let id = 1; id <= highest; id++) {
      probes += 1
      const got = await asB(endpoint, id)
      if (got !== missing) leaks.push(`${routeOf(endpoint)} id ${id}: ${got} ≠ ${missing}`)
    }
  }
  console.log(`Cross-user ids: ${ID_ENDPOINTS.length} endpoints × ids 1..${highest} = ${probes} probes by learner B, ${leaks.length} leaks`)
  expect(leaks).toEqual([])
  expect(await aSees()).toEqual(before)
}, 180_000)
