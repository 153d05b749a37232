// Invoices and delivery tracking: one invoice per paid order (or asked for at checkout, its amount set on payment),
// staff filling in invoice number, date and mailing, logistics set by staff and read by the buyer, and the order
// detail carrying all of it. Another user's order answers like a missing one.
import type { Invoice } from '@contract/commerce/schemas'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { addAddress, seedGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, startShop, type Api } from '../helpers/commerce/shop'
import { setLogisticsAdmin, updateInvoiceAdmin } from '@contract/commerce/admin-endpoints'
import { createOrder, getInvoice, getLogistics, getOrder, requestInvoice } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let admin: { id: number; token: string }
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, admin } = await startShop(clock.now))
})
afterAll(() => t.close())

const personal = { type: 'personal' as const, title: '张三', contact: '张三', phone: '13800000000' }
const business = { type: 'business', title: '绿动健身有限公司', taxId: '91110105MA01ABCD2X', contact: '李四', phone: '13800000001', address: '北京市朝阳区', bank: '招商银行', account: '6225880000000000' }

async function paidOrder(priceFen = 29_900, extra: { invoice?: object; ships?: boolean } = {}) {
  const user = await t.createUser()
  const goods = await seedGoods(t.db, { priceFen, ships: extra.ships })
  const addressId = extra.ships ? await addAddress(t.db, user.id) : undefined
  const order = await placeOrder(api, user.token, goods, { invoice: extra.invoice, addressId })
  await sandboxPay(api, user.token, order.id)
  return { user, order }
}

const askInvoice = (token: string, orderId: number, body: object) => callApiRaw(api.app, requestInvoice, { params: { id: orderId }, body: body, token })

describe('invoices', () => {
  it('asks for one on a paid order, with the paid amount, and reads it back', async () => {
    const { user, order } = await paidOrder(29_900)
    expect(expectOk(await callApi(api.app, getInvoice, { params: { id: order.id }, token: user.token }))).toBeNull()
    const invoice = expectOk<Invoice>(await askInvoice(user.token, order.id, business))
    expect(invoice).toMatchObject({ ...business, amountFen: 29_900, content: '培训费', mailStatus: 'not_mailed', invoiceNo: '', invoiceDate: null, mailNo: '' })
    expect(expectOk(await callApi(api.app, getInvoice, { params: { id: order.id }, token: user.token }))).toEqual(invoice)
  })

  it('allows one per order, only on paid orders, and checks a business tax id', async () => {
    const { user, order } = await paidOrder()
    expectRefusal(await askInvoice(user.token, order.id, { ...business, taxId: '123' }), 'VALIDATION', '企业发票需填写正确的税号')
    expectOk(await askInvoice(user.token, order.id, personal))
    expectRefusal(await askInvoice(user.token, order.id, personal), 'INVOICE_EXISTS', '该订单已申请过发票')
    const unpaid = await placeOrder(api, user.token, await seedGoods(t.db))
    expectRefusal(await askInvoice(user.token, unpaid.id, personal), 'ORDER_NOT_PAID', '只有已支付的订单可以申请发票')
    const stranger = await t.createUser()
    expectRefusal(await askInvoice(stranger.token, order.id, personal), 'NOT_FOUND', '订单不存在')
    expectRefusal(await callApi(api.app, getInvoice, { params: { id: order.id }, token: stranger.token }), 'NOT_FOUND', '订单不存在')
  })

  it('answers an empty request with readable field reasons: no field key in any text the person reads', async () => {
    const { user, order } = await paidOrder()
    const body = (await askInvoice(user.token, order.id, { type: 'personal', title: '', contact: '', phone: '' })).json()
    expect(body).toMatchObject({ status: 0, code: 'VALIDATION', message: '请填写发票抬头' })
    expect(body.fields).toEqual([
      { field: 'title', message: '请填写发票抬头' },
      { field: 'contact', message: '请填写联系人' },
      { field: 'phone', message: '联系电话格式不正确' }
    ])
    const business = (await askInvoice(user.token, order.id, { type: 'business', title: '公司', contact: '李四', phone: '13800000001', taxId: '12' })).json()
    expect(business).toMatchObject({ code: 'VALIDATION', message: '企业发票需填写正确的税号', fields: [{ field: 'taxId', message: '企业发票需填写正确的税号' }] })
    for (const text of [body.message, ...body.fields.map((f: any) => f.message), business.message]) {
      expect(text).not.toMatch(/[A-Za-z]/)
    }
  })

  it('names the invoice field in a checkout refusal too', async () => {
    const user = await t.createUser()
    const goods = await seedGoods(t.db)
    const res = (await callApi(api.app, createOrder, { body: {
      goodsId: goods.id, clientRequestId: crypto.randomUUID(), invoice: { type: 'personal', title: '张三', contact: '', phone: '13800000000' }
    }, token: user.token }))
    expect(res).toMatchObject({ code: 'VALIDATION', message: '请填写联系人', fields: [{ field: 'invoice.contact', message: '请填写联系人' }] })
  })

  it('keeps an invoice asked for at checkout, at 0 until the order is paid', async () => {
    const user = await t.createUser()
    const order = await placeOrder(api, user.token, await seedGoods(t.db, { priceFen: 15_000 }), { invoice: personal })
    expect(order.invoice).toMatchObject({ ...personal, amountFen: 0 })
    await sandboxPay(api, user.token, order.id)
    const paid = expectOk(await callApi(api.app, getOrder, { params: { id: order.id }, token: user.token }))
    expect(paid.invoice).toMatchObject({ amountFen: 15_000 })
  })

  it('lets staff fill in invoice number, date and mailing; refuses staff for an unpaid order', async () => {
    const { user, order } = await paidOrder(10_000, { invoice: personal })
    const invoice = expectOk(await callApi(api.app, getOrder, { params: { id: order.id }, token: user.token })).invoice!
    const body = { invoiceNo: 'FP2026000123', invoiceDate: '2026-03-05', mailStatus: 'mailed' as const, mailNo: 'SF1234567890' }
    const updated = expectOk(await callApi(api.app, updateInvoiceAdmin, { params: { id: invoice.id }, body: body, token: admin.token }))
    expect(updated).toMatchObject({ ...body, amountFen: 10_000 })
    expect(updated).toMatchObject(expectOk(await callApi(api.app, getInvoice, { params: { id: order.id }, token: user.token }))!)
    expectRefusal(await callApi(api.app, updateInvoiceAdmin, { params: { id: invoice.id }, body: { invoiceDate: '5/3/2026' }, token: admin.token }), 'VALIDATION', 'YYYY-MM-DD')
    const unpaid = await placeOrder(api, user.token, await seedGoods(t.db), { invoice: personal })
    expectRefusal(await callApi(api.app, updateInvoiceAdmin, { params: { id: unpaid.invoice!.id }, body: body, token: admin.token }), 'ORDER_NOT_PAID')
    expectRefusal(await callApi(api.app, updateInvoiceAdmin, { params: { id: 999999 }, body: body, token: admin.token }), 'NOT_FOUND', '发票申请不存在')
  })
})

describe('logistics', () => {
  const parcel = { carrier: '顺丰速运', mailNo: 'SF1000000001', status: '运输中', entries: [{ time: '2026-03-05 10:00', text: '已揽收' }] }

  it('staff set it for a paid order that ships; the buyer reads it, also in the detail', async () => {
    const { user, order } = await paidOrder(9_900, { ships: true })
    expect(expectOk(await callApi(api.app, getLogistics, { params: { id: order.id }, token: user.token }))).toBeNull()
    const set = expectOk(await callApi(api.app, setLogisticsAdmin, { params: { id: order.id }, body: parcel, token: admin.token }))
    expect(set).toEqual(parcel)
    const moved = { ...parcel, status: '已签收', entries: [...parcel.entries, { time: '2026-03-06 09:00', text: '已签收' }] }
    expectOk(await callApi(api.app, setLogisticsAdmin, { params: { id: order.id }, body: moved, token: admin.token }))
    expect(expectOk(await callApi(api.app, getLogistics, { params: { id: order.id }, token: user.token }))).toEqual(moved)
    expect(expectOk(await callApi(api.app, getOrder, { params: { id: order.id }, token: user.token })).logistics).toEqual(moved)
    const stranger = await t.createUser()
    expectRefusal(await callApi(api.app, getLogistics, { params: { id: order.id }, token: stranger.token }), 'NOT_FOUND', '订单不存在')
  })

  it('is refused for orders that do not ship or are not paid', async () => {
    const { order } = await paidOrder(9_900)
    expectRefusal(await callApi(api.app, setLogisticsAdmin, { params: { id: order.id }, body: parcel, token: admin.token }), 'NOT_SHIPPED', '该订单无需邮寄')
    const user = await t.createUser()
    const unpaid = await placeOrder(api, user.token, await seedGoods(t.db, { ships: true }), { addressId: await addAddress(t.db, user.id) })
    expectRefusal(await callApi(api.app, setLogisticsAdmin, { params: { id: unpaid.id }, body: parcel, token: admin.token }), 'ORDER_NOT_PAID')
    expectRefusal(await callApi(api.app, setLogisticsAdmin, { params: { id: 999999 }, body: parcel, token: admin.token }), 'NOT_FOUND', '订单不存在')
  })
})
