// Answers that carry a session token or personal data (ID number, bank account) must never be kept by a browser or
// proxy cache: every authenticated or token-bearing /api answer says Cache-Control: no-store. Public catalog reads
// without a token may stay cacheable.
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { freshPhone, requestCode } from '../../helpers/api'
import { listCoupons, listGoods } from '@contract/catalog/endpoints'
import { listOrders } from '@contract/commerce/endpoints'
import type { Endpoint } from '@contract/define'
import { getCurrentUser, getProfile, listAddresses, loginByPassword, loginBySms, saveProfile } from '@contract/identity/endpoints'
import { callApiRaw } from '../../helpers/contract'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  ;({ token } = await t.createUser())
})
afterAll(() => t.close())

const noStore = (res: { headers: Record<string, unknown> }) => expect(res.headers['cache-control']).toBe('no-store')

describe('Cache-Control: no-store', () => {
  const reads: Endpoint[] = [getCurrentUser, getProfile, listAddresses, listOrders, listGoods, listCoupons]
  it.each(reads.map((endpoint) => [endpoint.path, endpoint] as const))(
    'on GET %s with a token', async (_path, endpoint) => {
      noStore(await callApiRaw(t.app, endpoint, { token }))
    }
  )

  it('on the login answers, which carry a new token', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    noStore(await callApiRaw(t.app, loginBySms, { body: { phone, code } }))
    noStore(await callApiRaw(t.app, loginByPassword, { body: { phone, password: 'Wrong@2026' } }))
  })

  it('on refusals of a token-bearing request too (a dead token, a validation failure)', async () => {
    noStore(await callApiRaw(t.app, getProfile, { token: 'not-a-token' }))
    noStore(await callApiRaw(t.app, saveProfile, { body: { name: '' }, token }))
  })

  it('not on public catalog reads without a token', async () => {
    const res = await callApiRaw(t.app, listGoods)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBeUndefined()
  })
})
