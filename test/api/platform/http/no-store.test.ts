// Answers that carry a session token or personal data (ID number, bank account) must never be kept by a browser or
// proxy cache: every authenticated or token-bearing /api answer says Cache-Control: no-store. Public catalog reads
// without a token may stay cacheable.
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { caller, freshPhone, requestCode } from '../../helpers/api'

let t: TestApp
let api: ReturnType<typeof caller>
let token: string
beforeAll(async () => {
  t = await createTestApp()
  api = caller(t)
  ;({ token } = await t.createUser())
})
afterAll(() => t.close())

const noStore = (res: { headers: Record<string, unknown> }) => expect(res.headers['cache-control']).toBe('no-store')

describe('Cache-Control: no-store', () => {
  it.each(['/api/current', '/api/detail', '/api/address', '/api/order', '/api/goods', '/api/coupon'])(
    'on GET %s with a token', async (url) => {
      noStore(await api.get(url, { token }))
    }
  )

  it('on the login answers, which carry a new token', async () => {
    const phone = freshPhone()
    const code = await requestCode(t, phone)
    noStore(await api.post('/api/bindPhoneBySms', { phone, code }))
    noStore(await api.post('/api/bindPhoneByPswd', { phone, password: 'Wrong@2026' }))
  })

  it('on refusals of a token-bearing request too (a dead token, a validation failure)', async () => {
    noStore(await api.get('/api/detail', { token: 'not-a-token' }))
    noStore(await api.put('/api/detail', { name: '' }, { token }))
  })

  it('not on public catalog reads without a token', async () => {
    const res = await api.get('/api/goods')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBeUndefined()
  })
})
