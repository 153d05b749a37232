// A NUL character (\u0000) or a lone surrogate can never be stored in PostgreSQL text, so it must be refused where strings enter the
// server (JSON bodies, query strings, path parameters, multipart fields) with one readable sentence, never a 500.
import type { Refund } from '@contract/commerce/schemas'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { multipartBody, PNG_1PX } from '../../helpers/multipart'
import { caller, expectOk, expectRefusal } from '../../helpers/api'
import { seedGoods } from '../../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, type Api } from '../../helpers/commerce/shop'
import { rejectRefund } from '@contract/commerce/admin-endpoints'
import { listGoods, receiveCoupon } from '@contract/catalog/endpoints'
import { createOrder, getRefund, quoteOrder, requestRefund } from '@contract/commerce/endpoints'
import type { Endpoint } from '@contract/define'
import { uploadFile } from '@contract/files/endpoints'
import { createAddress, importWechatAddress, saveProfile } from '@contract/identity/endpoints'
import { callApi, callApiRaw } from '../../helpers/contract'

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
  const textFields: [Endpoint, object][] = [
    [createAddress, address],
    [importWechatAddress, wxAddress],
    [saveProfile, profile],
    [receiveCoupon, { shareCode: `WELCOME${NUL}50` }]
  ]
  it.each(textFields.map(([endpoint, body]) => [endpoint.method, endpoint.path, endpoint, body] as const))(
    '%s %s refuses a NUL in a text field', async (_method, _path, endpoint, body) => {
      const res = await callApiRaw(t.app, endpoint, { body, token: user.token })
      expectRefusal(res, 'VALIDATION', INVALID)
    }
  )

  it('refuses a NUL in an object key and deep inside arrays', async () => {
    expectRefusal(await callApiRaw(t.app, createAddress, { body: { ...address, recipient: '李四', [`x${NUL}`]: 1 }, token: user.token }), 'VALIDATION', INVALID)
    const res = await callApiRaw(t.app, quoteOrder, { body: { goodsId: 1, agreementIds: [], nested: [[`a${NUL}`]] }, token: user.token })
    expectRefusal(res, 'VALIDATION', INVALID)
  })

  it('refuses a lone surrogate (no character, no UTF-8 form) and keeps a paired one (an emoji)', async () => {
    // Sent as JSON escapes (what a client's JSON.stringify of such a string writes).
    for (const lone of ['\\ud800', '\\udfff', 'a\\ud83d b']) {
      const payload = JSON.stringify({ ...address, recipient: 'X' }).replace('"X"', `"${lone}"`)
      const res = await t.app.inject({ method: 'POST', url: createAddress.path, payload,
        headers: { 'content-type': 'application/json', 'x-auth-token': user.token } })
      expectRefusal(res as never, 'VALIDATION', INVALID)
    }
    expectOk(await callApi(t.app, createAddress, { body: { ...address, recipient: '李四💪' }, token: user.token }))
  })

  it('refuses a NUL in a refund reason and in the admin rejection note; the refund is unchanged', async () => {
    const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen: 1_000 }))
    await sandboxPay(api, user.token, order.id)
    const ask = (reason: string) => callApiRaw(t.app, requestRefund, { params: { id: order.id }, body: { reason, amountFen: 1_000 }, token: user.token })
    expectRefusal(await ask(`时间${NUL}冲突`), 'VALIDATION', INVALID)
    const refund = expectOk<Refund>(await ask('时间冲突'))
    const reject = await callApiRaw(t.app, rejectRefund, { params: { id: refund.id }, body: { note: `已${NUL}开课` }, token: admin.token })
    expectRefusal(reject, 'VALIDATION', INVALID)
    expect(expectOk(await callApi(t.app, getRefund, { params: { id: order.id }, token: user.token }))!.status).toBe('pending')
  })

  it('refuses a NUL in an invoice title at checkout', async () => {
    const goods = await seedGoods(t.db, { priceFen: 1_000 })
    const res = await callApiRaw(t.app, createOrder, { body: {
      clientRequestId: crypto.randomUUID(), goodsId: goods.id, points: 0, agreementIds: [],
      invoice: { type: 'personal', title: `王${NUL}小绿`, contact: '王小绿', phone: '13900000000' }
    }, token: user.token })
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
    expectOk(await callApi(t.app, listGoods, { query: { keyword: '课' } }))
  })
})

describe('multipart fields', () => {
  it('refuses a NUL in a form field or a file name of an upload', async () => {
    const upload = (parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, headers } = multipartBody(parts)
      return callApiRaw(t.app, uploadFile, { body: payload, token: user.token, headers })
    }
    const file = { name: 'file', filename: 'a.png', type: 'image/png', content: PNG_1PX }
    expectRefusal(await upload([{ name: 'note', content: `x${NUL}y` }, file]), 'VALIDATION', INVALID)
    expectRefusal(await upload([{ ...file, filename: `a${NUL}.png` }]), 'VALIDATION', INVALID)
    expectOk(await upload([file]))
  })
})
