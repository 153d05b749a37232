// What a CSV export needs from the server: every export recorded in the audit log (only for a list the caller may
// open), the order list's columns for reconciling with the WeChat Pay and Alipay bills (amounts behind the amount
// due, the paying attempt's merchant number, the provider's number, money refunded and the refund numbers), and the
// audit log filtered by the operator's name or phone.
import type { AuditEntry } from '@contract/admin'
import type { Paged } from '@contract/envelope'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import type { Api } from '../helpers/commerce/shop'
import { paidOrder, startBackOffice, statusCodes, type Operators } from './helpers'
import { approveRefund, listOrdersAdmin, payoutRefund } from '@contract/commerce/admin-endpoints'
import { requestRefund } from '@contract/commerce/endpoints'
import { listAuditLog, recordAdminExport } from '@contract/system/admin-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let ops: Operators
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

const audit = async (query: string) =>
  expectOk<Paged<AuditEntry>>(await callApiRaw(api.app, listAuditLog, { query: `size=50&${query}`, token: ops.admin.token })).list

it('records each export in the audit log, for a list the caller may open only', async () => {
  const body = { resource: 'orders' as const, rows: 12, filters: { status: 'paid', from: '2026-03-01' } }
  expectOk(await callApi(api.app, recordAdminExport, { body: body, token: ops.finance.token }))
  const [entry] = await audit('resource=export&resourceId=orders')
  expect(entry).toMatchObject({ actorId: ops.finance.id, action: 'export.csv', resource: 'export', resourceId: 'orders', after: { rows: 12, filters: { status: 'paid', from: '2026-03-01' } } })
  expect(entry.summary).toContain('共12行')
  expect(entry).toMatchObject({ summaryCode: 'export.csv', summaryParams: { list: 'orders', rows: 12, filters: 'status=paid, from=2026-03-01' } })
  // The content role may not open orders; a learner is no operator; nobody signed in is refused first.
  const codes = await statusCodes((token) => callApiRaw(api.app, recordAdminExport, { body: body, token }), [undefined, ops.learner.token, ops.content.token])
  expect(codes).toEqual([401, 403, 403])
  expectOk(await callApi(api.app, recordAdminExport, { body: { ...body, resource: 'faq' }, token: ops.content.token }))
  expectRefusal(await callApiRaw(api.app, recordAdminExport, { body: { ...body, resource: 'secrets' }, token: ops.admin.token }), 'VALIDATION', '导出的列表无效')
})

it('filters the audit log by part of the operator name or phone', async () => {
  expectOk(await callApi(api.app, recordAdminExport, { body: { resource: 'users', rows: 1, filters: {} }, token: ops.finance.token }))
  const byName = await audit('actor=财务小')
  expect(byName.length).toBeGreaterThan(0)
  expect(byName.every((e) => e.actorId === ops.finance.id)).toBe(true)
  const [mine] = byName
  expect((await audit(`actor=${mine.actorPhone.slice(-6)}`)).map((e) => e.actorId)).toContain(ops.finance.id)
  expect(await audit('actor=没有这个人')).toEqual([])
})

it('lists the amounts, merchant and provider numbers and refunds an order is reconciled by', async () => {
  const { user, order } = await paidOrder(t, api)
  const refund = expectOk(await callApi(api.app, requestRefund, { params: { id: order.id }, body: { reason: '时间冲突', amountFen: 20_000 }, token: user.token }))
  expectOk(await callApi(api.app, approveRefund, { params: { id: refund.id }, body: {}, token: ops.admin.token }))
  expectOk(await callApi(api.app, payoutRefund, { params: { id: refund.id }, body: {}, token: ops.finance.token }))
  const { list } = expectOk(await callApi(api.app, listOrdersAdmin, { query: { keyword: order.orderNo }, token: ops.admin.token }))
  expect(list[0]).toMatchObject({
    orderNo: order.orderNo, totalFen: 20_000, couponDiscountFen: 0, pointsUsed: 0, pointsDiscountFen: 0, bundleDeductionFen: 0,
    amountDueFen: 20_000, outTradeNo: expect.stringMatching(/\w+/), refundedFen: 20_000, refundNos: `${order.orderNo}R1`
  })
})
