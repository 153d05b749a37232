// The back office's orders: the list with its filters and paging, the detail with buyer, payment attempts, every
// refund, invoice and logistics, resolving a payment issue (audited), logistics (audited), and who may call what.
import { eq } from 'drizzle-orm'
import type { AdminOrderDetail, AdminOrderSummary } from '@contract/commerce/admin-shapes'
import type { Paged } from '@contract/envelope'
import { orders } from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import type { Api } from '../helpers/commerce/shop'
import { auditOf, paidOrder, startBackOffice, statusCodes, type Operators } from './helpers'
import { getOrderAdmin, listOrdersAdmin, resolvePaymentIssue as resolvePaymentIssueEndpoint, setLogisticsAdmin } from '@contract/commerce/admin-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let ops: Operators
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

const list = async (query: string, token = ops.admin.token) =>
  expectOk<Paged<AdminOrderSummary>>(await callApiRaw(api.app, listOrdersAdmin, { query: `size=50&${query}`, token }))

describe('who may call', () => {
  it('refuses no token (401), a learner and the content role (403); admin and finance may', async () => {
    const calls = [
      (token?: string) => callApiRaw(api.app, listOrdersAdmin, { token }),
      (token?: string) => callApiRaw(api.app, getOrderAdmin, { params: { id: 1 }, token }),
      (token?: string) => callApiRaw(api.app, resolvePaymentIssueEndpoint, { params: { id: 1 }, body: { note: '已退款' }, token }),
      (token?: string) => callApiRaw(api.app, setLogisticsAdmin, { params: { id: 1 }, body: { carrier: '顺丰', mailNo: 'SF1' }, token })
    ]
    for (const call of calls) {
      expect(await statusCodes(call, [undefined, ops.learner.token, ops.content.token])).toEqual([401, 403, 403])
    }
    expect((await callApiRaw(api.app, listOrdersAdmin, { token: ops.finance.token })).statusCode).toBe(200)
  })
})

describe('the list', () => {
  it("shows a learner's order with its buyer, filtered by status, kind, keyword, user and dates, newest first", async () => {
    const { user, order } = await paidOrder(t, api, { kind: 'exam' })
    const phone = (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) }))!.phone
    const mine = (await list(`userId=${user.id}`)).list
    expect(mine).toEqual([expect.objectContaining({
      id: order.id, orderNo: order.orderNo, userId: user.id, buyerPhone: phone, buyerName: '学员甲', goodsKind: 'exam',
      amountDueFen: 20_000, status: 'paid', paymentMethod: 'sandbox', paymentIssue: null, paymentIssueResolvedAt: null
    })])
    expect((await list(`keyword=${order.orderNo.slice(-8)}`)).list.map((o) => o.id)).toContain(order.id)
    expect((await list(`keyword=${phone}`)).list.map((o) => o.id)).toEqual([order.id])
    expect((await list(`userId=${user.id}&status=unpaid`)).list).toEqual([])
    expect((await list(`userId=${user.id}&kind=course`)).list).toEqual([])
    const today = new Date(clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10)
    expect((await list(`userId=${user.id}&from=${today}&to=${today}`)).list).toHaveLength(1)
    expect((await list(`userId=${user.id}&from=2000-01-01&to=2000-01-02`)).list).toEqual([])
  })

  it('pages through every order, newest first', async () => {
    for (let i = 0; i < 3; i++) await paidOrder(t, api)
    const first = expectOk(await callApi(api.app, listOrdersAdmin, { query: { page: 1, size: 2 }, token: ops.admin.token }))
    const second = expectOk(await callApi(api.app, listOrdersAdmin, { query: { page: 2, size: 2 }, token: ops.admin.token }))
    expect(first).toMatchObject({ page: 1, size: 2 })
    expect(first.total).toBeGreaterThanOrEqual(3)
    expect(first.list[0].id).toBeGreaterThan(first.list[1].id)
    expect(second.list[0].id).toBeLessThan(first.list[1].id)
  })

  it('names the field of a bad filter', async () => {
    expectRefusal(await callApiRaw(api.app, listOrdersAdmin, { query: { status: 'lost' }, token: ops.admin.token }), 'VALIDATION', /订单状态/)
    expectRefusal(await callApi(api.app, listOrdersAdmin, { query: { from: '2026-13-45' }, token: ops.admin.token }), 'VALIDATION', /开始日期/)
    expectRefusal(await callApi(api.app, listOrdersAdmin, { query: { size: 51 }, token: ops.admin.token }), 'VALIDATION', /每页条数/)
    expectRefusal(await callApiRaw(api.app, listOrdersAdmin, { query: { paymentIssue: 'maybe' }, token: ops.admin.token }), 'VALIDATION', /支付异常/)
  })
})

describe('payment issues', () => {
  it('lists open issues, resolves one once with a note (audited), and refuses orders without one', async () => {
    const { order } = await paidOrder(t, api)
    await t.db.update(orders).set({ paymentIssue: 'paid_twice' }).where(eq(orders.id, order.id))
    expect((await list('paymentIssue=open')).list.map((o) => o.id)).toContain(order.id)
    expect((await list('paymentIssue=paid_twice')).list.map((o) => o.id)).toContain(order.id)
    expect((await list('paymentIssue=paid_after_close')).list.map((o) => o.id)).not.toContain(order.id)

    const resolve = (note: unknown, id = order.id) => callApiRaw(api.app, resolvePaymentIssueEndpoint, { params: { id: id }, body: { note }, token: ops.finance.token })
    expectRefusal(await resolve(''), 'VALIDATION', '请填写处理说明')
    expectRefusal(await resolve('很'.repeat(201)), 'VALIDATION', '处理说明不能超过200个字')
    const detail = expectOk<AdminOrderDetail>(await resolve('第二笔已自动原路退回'))
    expect(detail).toMatchObject({ paymentIssue: 'paid_twice', paymentIssueNote: '第二笔已自动原路退回' })
    expect(detail.paymentIssueResolvedAt).not.toBeNull()
    expect((await list('paymentIssue=open')).list.map((o) => o.id)).not.toContain(order.id)
    expectRefusal(await resolve('再来一次'), 'PAYMENT_ISSUE_RESOLVED', '已处理过')

    const plain = await paidOrder(t, api)
    expectRefusal(await resolve('无', plain.order.id), 'PAYMENT_ISSUE_NONE', '没有支付异常')
    expectRefusal(await resolve('无', 999_999), 'NOT_FOUND', '订单不存在')

    const [entry] = await auditOf(api, ops.admin.token, 'order', order.id)
    expect(entry).toMatchObject({ action: 'order.resolvePaymentIssue', actorId: ops.finance.id, actorName: '财务小王' })
    expect(entry.summary).toContain('第二笔已自动原路退回')
    expect(entry.after).toMatchObject({ paymentIssueNote: '第二笔已自动原路退回' })
    expect(entry).toMatchObject({ summaryCode: 'order.resolvePaymentIssue', summaryParams: { orderNo: order.orderNo, issue: 'paid_twice', note: '第二笔已自动原路退回' } })
  })
})

describe('the detail', () => {
  it('carries the buyer, every payment attempt, the address and logistics; missing ids answer NOT_FOUND', async () => {
    const { user, order } = await paidOrder(t, api, { ships: true })
    const parcel = { carrier: '顺丰', mailNo: 'SF100', status: '已发货', entries: [{ time: '2026-03-02 10:00', text: '已揽收' }] }
    expectRefusal(await callApi(api.app, setLogisticsAdmin, { params: { id: order.id }, body: { carrier: '', mailNo: 'x' }, token: ops.admin.token }), 'VALIDATION', '请填写快递公司')
    expectOk(await callApi(api.app, setLogisticsAdmin, { params: { id: order.id }, body: parcel, token: ops.admin.token }))
    const detail = expectOk(await callApi(api.app, getOrderAdmin, { params: { id: order.id }, token: ops.admin.token }))
    expect(detail).toMatchObject({
      id: order.id, orderNo: order.orderNo, status: 'paid', buyer: { id: user.id, name: '学员甲' },
      payments: [expect.objectContaining({ method: 'sandbox', outTradeNo: `${order.orderNo}S`, status: 'paid', amountFen: 20_000, autoRefundStatus: null })],
      refunds: [], refund: null, invoice: null, logistics: parcel, address: expect.objectContaining({ recipient: '李四' })
    })
    const [entry] = await auditOf(api, ops.admin.token, 'logistics', order.id)
    expect(entry).toMatchObject({ action: 'logistics.update', before: null, after: parcel })
    expect(entry).toMatchObject({ summaryCode: 'logistics.update', summaryParams: { orderNo: order.orderNo, carrier: '顺丰', mailNo: 'SF100', status: '已发货' } })
    expectRefusal(await callApi(api.app, getOrderAdmin, { params: { id: 999999 }, token: ops.admin.token }), 'NOT_FOUND', '订单不存在')
    expectRefusal(await callApi(api.app, getOrderAdmin, { params: { id: 'abc' }, token: ops.admin.token }), 'VALIDATION', '订单编号无效')
  })
})
