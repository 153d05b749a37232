// Invoices in the back office: requests by status (requested → issued → mailed) and keyword, one request, filling
// in number, date and mailing (audited invoice.update), validation naming fields, and who may call.
import type { AdminInvoice } from '@contract/commerce/admin-shapes'
import type { Paged } from '@contract/envelope'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import type { Api } from '../helpers/commerce/shop'
import { auditOf, paidOrder, startBackOffice, statusCodes, type Operators } from './helpers'
import { getInvoiceAdmin, listInvoicesAdmin, updateInvoiceAdmin } from '@contract/commerce/admin-endpoints'
import { getInvoice, requestInvoice } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let ops: Operators
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

const personal = { type: 'personal' as const, title: '王五健身工作室', contact: '王五', phone: '13800000000' }

async function invoiced() {
  const { user, order } = await paidOrder(t, api)
  const invoice = expectOk(await callApi(api.app, requestInvoice, { params: { id: order.id }, body: personal, token: user.token }))
  return { user, order, invoice }
}
const ids = async (query: string) =>
  expectOk<Paged<AdminInvoice>>(await callApiRaw(api.app, listInvoicesAdmin, { query: `size=50&${query}`, token: ops.admin.token })).list.map((i) => i.id)

it('refuses no token (401), a learner and the content role (403)', async () => {
  const calls = [
    (token?: string) => callApiRaw(api.app, listInvoicesAdmin, { token }),
    (token?: string) => callApiRaw(api.app, getInvoiceAdmin, { params: { id: 1 }, token }),
    (token?: string) => callApiRaw(api.app, updateInvoiceAdmin, { params: { id: 1 }, body: {}, token })
  ]
  for (const call of calls) expect(await statusCodes(call, [undefined, ops.learner.token, ops.content.token])).toEqual([401, 403, 403])
})

it('issues and mails an invoice: the list moves it from requested to issued to mailed; each change audited', async () => {
  const { user, order, invoice } = await invoiced()
  expect(await ids('status=requested')).toContain(invoice.id)
  const one = expectOk(await callApi(api.app, getInvoiceAdmin, { params: { id: invoice.id }, token: ops.finance.token }))
  expect(one).toMatchObject({ id: invoice.id, orderId: order.id, orderNo: order.orderNo, orderStatus: 'paid', userId: user.id, buyerName: '学员甲', amountFen: 20_000 })

  const issued = expectOk(await callApi(api.app, updateInvoiceAdmin, { params: { id: invoice.id }, body: { invoiceNo: 'FP001', invoiceDate: '2026-03-05' }, token: ops.finance.token }))
  expect(issued).toMatchObject({ invoiceNo: 'FP001', invoiceDate: '2026-03-05', mailStatus: 'not_mailed' })
  expect(await ids('status=issued')).toContain(invoice.id)
  expect(await ids('status=requested')).not.toContain(invoice.id)
  expectOk(await callApi(api.app, updateInvoiceAdmin, { params: { id: invoice.id }, body: { mailStatus: 'mailed', mailNo: 'SF9' }, token: ops.admin.token }))
  expect(await ids('status=mailed')).toContain(invoice.id)
  expect(await ids(`keyword=${order.orderNo}`)).toEqual([invoice.id])
  expect(await ids('keyword=王五健身')).toContain(invoice.id)
  expect(expectOk(await callApi(api.app, getInvoice, { params: { id: order.id }, token: user.token }))).toMatchObject({ invoiceNo: 'FP001', mailStatus: 'mailed', mailNo: 'SF9' })

  const audit = await auditOf(api, ops.admin.token, 'invoice', invoice.id)
  expect(audit.map((a) => [a.action, a.actorId])).toEqual([['invoice.update', ops.finance.id], ['invoice.update', ops.admin.id]])
  expect(audit[0]).toMatchObject({ before: { invoiceNo: '' }, after: { invoiceNo: 'FP001', invoiceDate: '2026-03-05' } })
  expect(audit[1].summary).toContain('已邮寄（SF9）')
})

it('names the field of bad input, refuses unpaid orders and missing invoices', async () => {
  const { invoice } = await invoiced()
  const put = (body: object, id = invoice.id) => callApiRaw(api.app, updateInvoiceAdmin, { params: { id: id }, body: body, token: ops.admin.token })
  expectRefusal(await put({ invoiceDate: '5/3/2026' }), 'VALIDATION', '开票日期格式应为YYYY-MM-DD')
  expectRefusal(await put({ invoiceNo: '1'.repeat(41) }), 'VALIDATION', '发票号码不能超过40个字符')
  expectRefusal(await put({ mailStatus: 'lost' }), 'VALIDATION', '邮寄状态无效')
  expectRefusal(await put({ invoiceNo: 'FP1' }, 999_999), 'NOT_FOUND', '发票申请不存在')
  expectRefusal(await callApi(api.app, getInvoiceAdmin, { params: { id: 999999 }, token: ops.admin.token }), 'NOT_FOUND', '发票申请不存在')
  expectRefusal(await callApiRaw(api.app, listInvoicesAdmin, { query: { status: 'lost' }, token: ops.admin.token }), 'VALIDATION', /发票状态/)
  expect(await auditOf(api, ops.admin.token, 'invoice', invoice.id)).toEqual([])
})

it('pages', async () => {
  for (let i = 0; i < 3; i++) await invoiced()
  const page2 = expectOk(await callApi(api.app, listInvoicesAdmin, { query: { page: 2, size: 2 }, token: ops.admin.token }))
  expect(page2).toMatchObject({ page: 2, size: 2 })
  expect(page2.total).toBeGreaterThanOrEqual(3)
  expect(page2.list.length).toBeGreaterThanOrEqual(1)
})
