// What the console sends as typed is refused by the server with the field named (a negative price, a third
// decimal of fen, a capacity or stock below 1, 0 days of validity), beside the field; refusals answer in the
// console's language (header x-locale) with field reasons too; a role change that changes nothing is refused and
// leaves no audit row; an invoice needs its number and date, a mailed one its tracking number, and nothing is
// issued or posted any more for an order refunded in full.
import { eq } from 'drizzle-orm'
import type { AdminInvoice } from '@contract/commerce/admin-shapes'
import { goodsClasses, orders } from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import type { Api } from '../helpers/commerce/shop'
import { seedGoods } from '../helpers/commerce/fixtures'
import { auditOf, paidOrder, startBackOffice, type Operators } from './helpers'
import { createAdminClass, createAdminGoods, setAdminClassStatus, updateAdminClass } from '@contract/catalog/admin-endpoints'
import { createCouponTemplate } from '@contract/catalog/coupons-admin-endpoints'
import { getInvoiceAdmin, updateInvoiceAdmin } from '@contract/commerce/admin-endpoints'
import { requestInvoice } from '@contract/commerce/endpoints'
import { setAdminUserRoles } from '@contract/identity/admin-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'
import type { Endpoint } from '@contract/define'

let t: TestApp
let api: Api
let ops: Operators
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

const course = (extra: object = {}) => ({ kind: 'course' as const, title: '价格测试课程', priceFen: 19_900, originalPriceFen: 29_900, ...extra })
const klass = (extra: object = {}) => ({ name: '北京一期', city: '北京', startDate: '2026-04-01', endDate: '2026-04-05', capacity: 3, ...extra })
const coupon = (extra: object = {}) => ({ title: '满减券', type: 'amount_off', value: 500, minSpendFen: 0, validDays: 30, stockTotal: 3, ...extra })

/** A request with the console's language header. */
const inLang = (lang: string, endpoint: Endpoint, request: { params?: Record<string, number>; body: object }) =>
  callApiRaw(t.app, endpoint, { ...request, token: ops.admin.token, headers: { 'x-locale': lang }, ip: '10.9.9.9' })

function expectField(res: { json(): any }, field: string, message: string | RegExp) {
  const body = res.json()
  expect(body).toMatchObject({ status: 0 })
  expect(body.fields).toEqual(expect.arrayContaining([{ field, message: expect.stringMatching(message) }]))
  return body
}

describe('numbers as typed', () => {
  it('refuses a negative price and a fraction of a fen beside the field', async () => {
    const post = (body: object) => callApiRaw(api.app, createAdminGoods, { body: body, token: ops.admin.token })
    expectField(await post(course({ priceFen: -500 })), 'priceFen', '售价不能为负')
    expectField(await post(course({ priceFen: 1234.5 })), 'priceFen', '售价应精确到分')
  })

  it('refuses a capacity below 1, a coupon stock below 1 and 0 days of validity', async () => {
    const goods = await seedGoods(t.db, { title: '名额测试课程' })
    const post = (body: object) => callApiRaw(api.app, createAdminClass, { params: { goodsId: goods.id }, body: body, token: ops.admin.token })
    expectField(await post(klass({ capacity: -3 })), 'capacity', '名额至少为1')
    const make = (body: object) => callApiRaw(api.app, createCouponTemplate, { body: body, token: ops.admin.token })
    expectField(await make(coupon({ stockTotal: -5 })), 'stockTotal', /.+/)
    expectField(await make(coupon({ validDays: 0 })), 'validDays', /.+/)
  })

  it('puts a business refusal beside its field: capacity below the seats taken', async () => {
    const goods = await seedGoods(t.db, { title: '已报名课程' })
    const made = expectOk(await callApi(api.app, createAdminClass, { params: { goodsId: goods.id }, body: klass({ capacity: 2 }), token: ops.admin.token }))
    // Take both seats: the class row's seats_left is what the rule reads.
    await t.db.update(goodsClasses).set({ seatsLeft: 0 }).where(eq(goodsClasses.id, made.id))
    const body = expectField(await callApiRaw(api.app, updateAdminClass, { params: { id: made.id }, body: klass({ capacity: 1 }), token: ops.admin.token }), 'capacity', '名额不能少于已报名的2人')
    expect(body.code).toBe('CAPACITY_BELOW_TAKEN')
  })
})

describe('classes', () => {
  it('refuses to stop or reopen sign-up of an ended class', async () => {
    const goods = await seedGoods(t.db, { title: '已结课课程' })
    const made = expectOk(await callApi(api.app, createAdminClass, { params: { goodsId: goods.id }, body: klass({ startDate: '2020-01-01', endDate: '2020-01-03' }), token: ops.admin.token }))
    expect(made.status).toBe('ended')
    const put = (status: string) => callApiRaw(api.app, setAdminClassStatus, { params: { id: made.id }, body: { status }, token: ops.admin.token })
    expectRefusal(await put('off_sale'), 'CLASS_ENDED', '已结课')
    expectRefusal(await put('upcoming'), 'CLASS_ENDED', '已结课')
  })
})

describe("the caller's language", () => {
  it('answers in 繁體 and English when the console asks, field reasons included; zh-Hans without the header', async () => {
    const hant = (await inLang('zh-Hant', createAdminGoods, { body: course({ priceFen: -500 }) })).json()
    expect(hant).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('售價') })
    expect(hant.fields).toEqual([{ field: 'priceFen', message: '售價不能為負' }])
    const en = (await inLang('en', createAdminGoods, { body: course({ priceFen: -500 }) })).json()
    expect(en.message).toBe('Some of what you entered is not valid. Please check and try again.')
    expect(en.fields).toEqual([{ field: 'priceFen', message: expect.stringMatching(/^Too small/) }])
    expect(en.message + en.fields[0].message).not.toMatch(/[\u4e00-\u9fa5]/)
    const fraction = (await inLang('en', createAdminGoods, { body: course({ priceFen: 1234.5 }) })).json()
    expect(fraction.fields).toEqual([{ field: 'priceFen', message: 'Invalid input: expected a whole number' }])
    const plain = expectRefusal(await callApi(api.app, createAdminGoods, { body: course({ priceFen: -500 }), token: ops.admin.token }), 'VALIDATION')
    expect(plain.fields).toEqual([{ field: 'priceFen', message: '售价不能为负' }])
  })

  it('answers a business refusal in English by its code', async () => {
    const user = await t.createUser()
    const res = (await inLang('en', setAdminUserRoles, { params: { id: user.id }, body: { roles: [] } })).json()
    expect(res).toMatchObject({ status: 0, code: 'NOTHING_CHANGED', message: 'There is nothing to save: nothing was changed.' })
  })
})

describe('roles', () => {
  it('refuses a change that changes nothing, without an audit row', async () => {
    const user = await t.createUser()
    const put = (roles: string[]) => callApiRaw(api.app, setAdminUserRoles, { params: { id: user.id }, body: { roles }, token: ops.admin.token })
    expectOk(await put(['content']))
    const body = expectRefusal(await put(['content']), 'NOTHING_CHANGED', '角色没有变化，仍为「内容运营」')
    expect(body.fields).toEqual([{ field: 'roles', message: expect.any(String) }])
    expectOk(await put([]))
    const audit = await auditOf(api, ops.admin.token, 'user', user.id)
    expect(audit.map((a) => a.summary)).toEqual([expect.stringContaining('由「无」改为「内容运营」'), expect.stringContaining('由「内容运营」改为「无」')])
  })
})

describe('invoices', () => {
  const personal = { type: 'personal' as const, title: '王五健身工作室', contact: '王五', phone: '13800000000' }
  async function invoiced() {
    const { user, order } = await paidOrder(t, api)
    const invoice = expectOk(await callApi(api.app, requestInvoice, { params: { id: order.id }, body: personal, token: user.token }))
    return { order, invoice }
  }
  const put = (id: number, body: object) => callApiRaw(api.app, updateInvoiceAdmin, { params: { id: id }, body: body, token: ops.admin.token })

  it('needs a number and a date to issue, a tracking number to mark it mailed', async () => {
    const { invoice } = await invoiced()
    expectField(await put(invoice.id, {}), 'invoiceNo', '请填写发票号码')
    expectField(await put(invoice.id, { invoiceNo: '  ' }), 'invoiceNo', '请填写发票号码')
    expectField(await put(invoice.id, { invoiceNo: 'FP1' }), 'invoiceDate', '请填写开票日期')
    expectOk(await put(invoice.id, { invoiceNo: 'FP1', invoiceDate: '2026-03-05' }))
    expectField(await put(invoice.id, { mailStatus: 'mailed' }), 'mailNo', '已邮寄的发票请填写邮寄单号')
    expectRefusal(await put(invoice.id, { invoiceNo: 'FP1' }), 'NOTHING_CHANGED')
    expect(expectOk<AdminInvoice>(await put(invoice.id, { mailStatus: 'mailed', mailNo: 'SF1' }))).toMatchObject({ mailStatus: 'mailed', mailNo: 'SF1' })
    expect((await auditOf(api, ops.admin.token, 'invoice', invoice.id)).length).toBe(2)
  })

  it('issues and posts nothing for an order refunded in full; the list shows the order refunded', async () => {
    const { order, invoice } = await invoiced()
    await t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id))
    expectRefusal(await put(invoice.id, { invoiceNo: 'FP2', invoiceDate: '2026-03-05' }), 'INVOICE_ORDER_REFUNDED', '已全额退款')
    const one = expectOk(await callApi(api.app, getInvoiceAdmin, { params: { id: invoice.id }, token: ops.admin.token }))
    expect(one).toMatchObject({ orderStatus: 'refunded', invoiceNo: '' })
  })
})
