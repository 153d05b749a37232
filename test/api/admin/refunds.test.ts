// Refund review in the back office, step by step: approve (pending → finance_approved), payout (finance only:
// finance_approved → paying → approved at once in the sandbox), reject; illegal steps with clear sentences; the
// list and detail; each step in the audit log and in the refund's steps; the learner sees 已退款.
import type { AdminRefundDetail } from '@contract/commerce/admin-shapes'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import type { Api } from '../helpers/commerce/shop'
import { auditOf, paidOrder, startBackOffice, statusCodes, type Operators } from './helpers'
import { approveRefund, getOrderAdmin, getRefundAdmin, listRefundsAdmin, payoutRefund, rejectRefund } from '@contract/commerce/admin-endpoints'
import { getOrder, requestRefund } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let ops: Operators
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, ops } = await startBackOffice(clock.now))
})
afterAll(() => t.close())

const REFUND_STEPS = { approve: approveRefund, payout: payoutRefund, reject: rejectRefund }
const step = (id: number, name: 'approve' | 'payout' | 'reject', token = ops.admin.token, body: object | undefined = {}) =>
  callApiRaw(api.app, REFUND_STEPS[name], { params: { id }, body, token })

async function askedRefund(amountFen = 20_000) {
  const { user, order } = await paidOrder(t, api)
  const refund = expectOk(await callApi(api.app, requestRefund, { params: { id: order.id }, body: { reason: '时间冲突', amountFen }, token: user.token }))
  return { user, order, refund }
}

describe('who may call', () => {
  it('refuses no token and learners; content may not review; an admin without finance may review but not pay out', async () => {
    const { refund } = await askedRefund()
    for (const name of ['approve', 'payout', 'reject'] as const) {
      expect(await statusCodes((token) => callApiRaw(api.app, REFUND_STEPS[name], { params: { id: refund.id }, body: {}, token }), [undefined, ops.learner.token, ops.content.token])).toEqual([401, 403, 403])
    }
    expect(await statusCodes((token) => callApiRaw(api.app, listRefundsAdmin, { token }), [undefined, ops.learner.token, ops.content.token])).toEqual([401, 403, 403])
    expectOk(await step(refund.id, 'approve', ops.adminOnly.token))
    const refused = await step(refund.id, 'payout', ops.adminOnly.token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ status: 0, code: 'FORBIDDEN' })
    expect(expectOk<AdminRefundDetail>(await step(refund.id, 'payout', ops.finance.token)).status).toBe('approved')
  })
})

describe('the steps', () => {
  it('approve → payout: each step audited with its note, the learner sees 已退款 (approved), the order is refunded', async () => {
    const { user, order, refund } = await askedRefund()
    const approved = expectOk<AdminRefundDetail>(await step(refund.id, 'approve', ops.admin.token, { note: '符合退款条件' }))
    expect(approved).toMatchObject({ status: 'finance_approved', note: '符合退款条件', paidAt: null, orderNo: order.orderNo })
    expect(approved.financeApprovedAt).not.toBeNull()
    expect(approved.steps).toEqual([expect.objectContaining({ action: 'refund.approve' })])
    expect(expectOk(await callApi(api.app, getOrder, { params: { id: order.id }, token: user.token })).status).toBe('refunding')

    const paid = expectOk<AdminRefundDetail>(await step(refund.id, 'payout', ops.finance.token, { note: '已核对金额' }))
    expect(paid).toMatchObject({ status: 'approved', result: '退款成功', providerStatus: 'SUCCESS', note: '符合退款条件' })
    expect(paid.steps.map((s) => s.action)).toEqual(['refund.approve', 'refund.payout'])
    const seen = expectOk(await callApi(api.app, getOrder, { params: { id: order.id }, token: user.token }))
    expect(seen).toMatchObject({ status: 'refunded', refund: { status: 'approved' } })

    const audit = await auditOf(api, ops.admin.token, 'refund', refund.id)
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['refund.approve', ops.admin.id], ['refund.payout', ops.finance.id]])
    expect(audit[0].summary).toContain('财务审核通过；备注：符合退款条件')
    expect(audit[1].summary).toContain('确认打款；备注：已核对金额')
    expect(audit[1]).toMatchObject({ summaryCode: 'refund.payout', summaryParams: expect.objectContaining({ note: '已核对金额' }) })
    expect(audit[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'finance_approved' } })
    expect(audit[1]).toMatchObject({ before: { status: 'finance_approved' }, after: { status: 'paying' } })
  })

  it('reject from pending or from finance approved: the order is paid again; audited', async () => {
    const a = await askedRefund()
    const rejected = expectOk<AdminRefundDetail>(await step(a.refund.id, 'reject', ops.admin.token, { note: '课程已开课' }))
    expect(rejected).toMatchObject({ status: 'rejected', note: '课程已开课', result: '退款申请未通过' })
    expect(expectOk(await callApi(api.app, getOrder, { params: { id: a.order.id }, token: a.user.token })).status).toBe('paid')
    const b = await askedRefund()
    expectOk(await step(b.refund.id, 'approve'))
    expect(expectOk<AdminRefundDetail>(await step(b.refund.id, 'reject', ops.finance.token, undefined)).status).toBe('rejected')
    expect((await auditOf(api, ops.admin.token, 'refund', b.refund.id)).map((e) => e.action)).toEqual(['refund.approve', 'refund.reject'])
  })

  it('refuses illegal steps with sentences that say why', async () => {
    const { refund } = await askedRefund()
    expectRefusal(await step(refund.id, 'payout'), 'REFUND_STATE', '退款申请待审核，请先财务审核通过，再确认打款')
    expectOk(await step(refund.id, 'approve'))
    expectRefusal(await step(refund.id, 'approve'), 'REFUND_STATE', '退款申请财务已审核，不能审核通过')
    expectOk(await step(refund.id, 'payout'))
    expectRefusal(await step(refund.id, 'reject'), 'REFUND_STATE', '退款申请已退款，不能拒绝')
    expectRefusal(await step(refund.id, 'payout'), 'REFUND_STATE', '退款申请已退款，不能打款')
    const other = await askedRefund()
    expectOk(await step(other.refund.id, 'reject'))
    expectRefusal(await step(other.refund.id, 'approve'), 'REFUND_STATE', '退款申请已拒绝，不能审核通过')
    expectRefusal(await step(999_999, 'approve'), 'NOT_FOUND', '退款申请不存在')
    expectRefusal(await step(refund.id, 'approve', ops.admin.token, { note: '长'.repeat(201) }), 'VALIDATION', '备注不能超过200个字')
    expectRefusal(await step(refund.id, 'approve', ops.admin.token, { reason: 'x' }), 'VALIDATION')
  })

  it('never rejects a refund that is paying (money may be moving)', async () => {
    const { refund } = await askedRefund()
    expectOk(await step(refund.id, 'approve'))
    // Paying without the provider's answer yet: the sandbox would finish at once, so move it by hand.
    const { refunds } = await import('../../../server/src/db/schema')
    const { eq } = await import('drizzle-orm')
    await t.db.update(refunds).set({ status: 'paying' }).where(eq(refunds.id, refund.id))
    expectRefusal(await step(refund.id, 'reject'), 'REFUND_STATE', /退款中.*不能拒绝/)
  })
})

describe('list and detail', () => {
  it('filters by status and keyword; open queues oldest first; the order detail shows every refund with its steps', async () => {
    const first = await askedRefund(5_000)
    expectOk(await step(first.refund.id, 'reject'))
    const second = expectOk(await callApi(api.app, requestRefund, { params: { id: first.order.id }, body: { reason: '再次申请', amountFen: 6_000 }, token: first.user.token }))
    const later = await askedRefund()
    const pending = expectOk(await callApi(api.app, listRefundsAdmin, { query: { status: 'pending', size: 50 }, token: ops.finance.token }))
    const ids = pending.list.map((r) => r.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(later.refund.id))
    expect(pending.list.every((r) => r.status === 'pending')).toBe(true)
    expect(pending.list.find((r) => r.id === second.id)).toMatchObject({ orderNo: first.order.orderNo, buyerName: '学员甲', orderAmountDueFen: 20_000, outRefundNo: `${first.order.orderNo}R2` })
    const byNo = expectOk(await callApi(api.app, listRefundsAdmin, { query: { keyword: first.order.orderNo }, token: ops.admin.token }))
    expect(byNo.list.map((r) => r.id).sort()).toEqual([first.refund.id, second.id].sort())
    expectRefusal(await callApiRaw(api.app, listRefundsAdmin, { query: { status: 'done' }, token: ops.admin.token }), 'VALIDATION', /退款状态/)

    const one = expectOk(await callApi(api.app, getRefundAdmin, { params: { id: first.refund.id }, token: ops.admin.token }))
    expect(one).toMatchObject({ status: 'rejected', steps: [expect.objectContaining({ action: 'refund.reject' })] })
    expectRefusal(await callApi(api.app, getRefundAdmin, { params: { id: 999999 }, token: ops.admin.token }), 'NOT_FOUND', '退款申请不存在')

    const order = expectOk(await callApi(api.app, getOrderAdmin, { params: { id: first.order.id }, token: ops.admin.token }))
    expect(order.refunds.map((r) => [r.id, r.status])).toEqual([[first.refund.id, 'rejected'], [second.id, 'pending']])
    expect(order.refund).toMatchObject({ id: second.id })
  })
})
