// A NUL character (\u0000) can never be stored in PostgreSQL text, so it must be refused where strings enter the
// server (JSON bodies, query strings, path parameters, multipart fields) with one readable sentence, never a 500.
import type { Refund } from '@contract/commerce'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { multipartBody, PNG_1PX } from '../../helpers/multipart'
import { caller, expectOk, expectRefusal } from '../../helpers/api'
import { seedGoods } from '../../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, type Api } from '../../helpers/commerce/shop'

const NUL = '\u0000'
const INVALID = /包含无效字符/

let t: TestApp
let api: Api
let user: { id: number; token: string }
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp()
  api = caller(t)
  user = await t.createUser()
  admin = await t.createUser({ roles: ['admin'] })
})
afterAll(() => t.close())

const address = { recipient: `李${NUL}四`, phone: '13900000000', regionCode: '110105', detail: '建国路88号', isDefault: false }
const wxAddress = {
  userName: '张三', telNumber: '13900000000', provinceName: '北京市', cityName: '北京市', countyName: '朝阳区',
  detailInfo: `建国路${NUL}88号`
}
const profile = {
  avatar: '', name: '王小绿', surnamePinyin: '', givenNamePinyin: '', birthday: '', gender: '', education: '',
  industry: '', job: '', clothesSize: '', emergencyContact: '', emergencyPhone: '', bio: `热爱${NUL}训练`, idType: '',
  idNumber: '', idPhotoFront: '', idPhotoBack: '', cprCertificate: '', cprIssuer: '', cprExpiry: '', bankName: '',
  bankAccount: '', partnerId: '', certBodyId: ''
}

describe('JSON bodies', () => {
  it.each([
    ['POST', '/api/address', address],
    ['POST', '/api/address/wx', wxAddress],
    ['PUT', '/api/detail', profile],
    ['POST', '/api/coupon/log', { shareCode: `WELCOME${NUL}50` }]
  ] as const)('%s %s refuses a NUL in a text field', async (method, url, body) => {
    const res = method === 'POST' ? await api.post(url, body, { token: user.token }) : await api.put(url, body, { token: user.token })
    expectRefusal(res, 'VALIDATION', INVALID)
  })

  it('refuses a NUL in an object key and deep inside arrays', async () => {
    expectRefusal(await api.post('/api/address', { ...address, recipient: '李四', [`x${NUL}`]: 1 }, { token: user.token }), 'VALIDATION', INVALID)
    const res = await api.post('/api/order/quote', { goodsId: 1, agreementIds: [], nested: [[`a${NUL}`]] }, { token: user.token })
    expectRefusal(res, 'VALIDATION', INVALID)
  })

  it('refuses a NUL in a refund reason and in the admin rejection note; the refund is unchanged', async () => {
    const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen: 1_000 }))
    await sandboxPay(api, user.token, order.id)
    const ask = (reason: string) => api.post(`/api/order/${order.id}/refund`, { reason, amountFen: 1_000 }, { token: user.token })
    expectRefusal(await ask(`时间${NUL}冲突`), 'VALIDATION', INVALID)
    const refund = expectOk<Refund>(await ask('时间冲突'))
    const reject = await api.put(`/api/admin/refunds/${refund.id}/reject`, { note: `已${NUL}开课` }, { token: admin.token })
    expectRefusal(reject, 'VALIDATION', INVALID)
    expect(expectOk<Refund>(await api.get(`/api/order/${order.id}/refund`, { token: user.token })).status).toBe('pending')
  })

  it('refuses a NUL in an invoice title at checkout', async () => {
    const goods = await seedGoods(t.db, { priceFen: 1_000 })
    const res = await api.post('/api/order', {
      clientRequestId: crypto.randomUUID(), goodsId: goods.id, points: 0, agreementIds: [],
      invoice: { type: 'personal', title: `王${NUL}小绿`, contact: '王小绿', phone: '13900000000' }
    }, { token: user.token })
    expectRefusal(res, 'VALIDATION', INVALID)
  })
})

describe('query strings and path parameters', () => {
  it.each([
    '/api/goods?keyword=%00',
    '/api/goods?city=%E5%8C%97%00',
    '/api/coupon/share/WELCOME%0050',
    '/api/goods?%00=1'
  ])('GET %s is refused with a sentence', async (url) => {
    expectRefusal(await api.get(url, { token: user.token }), 'VALIDATION', INVALID)
  })

  it('still answers ordinary queries', async () => {
    expectOk(await api.get('/api/goods?keyword=%E8%AF%BE'))
  })
})

describe('multipart fields', () => {
  it('refuses a NUL in a form field or a file name of an upload', async () => {
    const upload = (parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, headers } = multipartBody(parts)
      return t.app.inject({ method: 'POST', url: '/api/file/upload', payload, headers: { ...headers, 'x-auth-token': user.token } })
    }
    const file = { name: 'file', filename: 'a.png', type: 'image/png', content: PNG_1PX }
    expectRefusal(await upload([{ name: 'note', content: `x${NUL}y` }, file]), 'VALIDATION', INVALID)
    expectRefusal(await upload([{ ...file, filename: `a${NUL}.png` }]), 'VALIDATION', INVALID)
    expectOk(await upload([file]))
  })
})
