// What a CSV export needs from the server: every export recorded in the audit log (only for a list the caller may
// open), the order list's columns for reconciling with the WeChat Pay and Alipay bills (amounts behind the amount
// due, the paying attempt's merchant number, the provider's number, money refunded and the refund numbers), and the
// audit log filtered by the operator's name or phone.
import type { AdminOrderSummary } from '@contract/commerce/admin-shapes'
import type { AuditEntry } from '@contract/admin'
import type { Paged } from '@contract/envelope'
import type { Refund } from '@contract/commerce/schemas'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import type { Api } from '../helpers/commerce/shop'
import { paidOrder, startBackOffice, statusCodes, type Operators } from './helpers'

let t: TestApp
let api: Api
let ops: Operators
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

const audit = async (query: string) =>
  expectOk<Paged<AuditEntry>>(await api.get(`/api/admin/audit?size=50&${query}`, { token: ops.admin.token })).list

it('records each export in the audit log, for a list the caller may open only', async () => {
  const body = { resource: 'orders', rows: 12, filters: { status: 'paid', from: '2026-03-01' } }
  expectOk(await api.post('/api/admin/exports', body, { token: ops.finance.token }))
  const [entry] = await audit('resource=export&resourceId=orders')
  expect(entry).toMatchObject({ actorId: ops.finance.id, action: 'export.csv', resource: 'export', resourceId: 'orders', after: { rows: 12, filters: { status: 'paid', from: '2026-03-01' } } })
  expect(entry.summary).toContain('共12行')
  // The content role may not open orders; a learner is no operator; nobody signed in is refused first.
  const codes = await statusCodes((token) => api.post('/api/admin/exports', body, { token }), [undefined, ops.learner.token, ops.content.token])
  expect(codes).toEqual([401, 403, 403])
  expectOk(await api.post('/api/admin/exports', { ...body, resource: 'faq' }, { token: ops.content.token }))
  expectRefusal(await api.post('/api/admin/exports', { ...body, resource: 'secrets' }, { token: ops.admin.token }), 'VALIDATION', '导出的列表无效')
})

it('filters the audit log by part of the operator name or phone', async () => {
  expectOk(await api.post('/api/admin/exports', { resource: 'users', rows: 1, filters: {} }, { token: ops.finance.token }))
  const byName = await audit('actor=财务小')
  expect(byName.length).toBeGreaterThan(0)
  expect(byName.every((e) => e.actorId === ops.finance.id)).toBe(true)
  const [mine] = byName
  expect((await audit(`actor=${mine.actorPhone.slice(-6)}`)).map((e) => e.actorId)).toContain(ops.finance.id)
  expect(await audit('actor=没有这个人')).toEqual([])
})

it('lists the amounts, merchant and provider numbers and refunds an order is reconciled by', async () => {
  const { user, order } = await paidOrder(t, api)
  const refund = expectOk<Refund>(await api.post(`/api/order/${order.id}/refund`, { reason: '时间冲突', amountFen: 20_000 }, { token: user.token }))
  expectOk(await api.put(`/api/admin/refunds/${refund.id}/approve`, {}, { token: ops.admin.token }))
  expectOk(await api.put(`/api/admin/refunds/${refund.id}/payout`, {}, { token: ops.finance.token }))
  const { list } = expectOk<Paged<AdminOrderSummary>>(await api.get(`/api/admin/orders?keyword=${order.orderNo}`, { token: ops.admin.token }))
  expect(list[0]).toMatchObject({
    orderNo: order.orderNo, totalFen: 20_000, couponDiscountFen: 0, pointsUsed: 0, pointsDiscountFen: 0, bundleDeductionFen: 0,
    amountDueFen: 20_000, outTradeNo: expect.stringMatching(/\w+/), refundedFen: 20_000, refundNos: `${order.orderNo}R1`
  })
})
