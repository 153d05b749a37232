// Settlement statements: figures equal the orders' and refunds' sums, a confirmed statement is frozen (a refund
// paid after its confirmation goes to the next statement as an adjustment), the steps are conditional, and EP and
// education staff read only their own organisation (another one's class or statement is not found).
import { eq } from 'drizzle-orm'
import {
  confirmAdminStatement, generateAdminStatement, getAdminStatement, getFinanceReport, listAdminStatementLines, payAdminStatement
} from '@contract/settlement/admin-endpoints'
import {
  getMyOrg, getOrgClass, getOrgStatement, listOrgClasses, listOrgClassLearners, listOrgMonths, listOrgStatements
} from '@contract/settlement/endpoints'
import { orders } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { makeOrg, paidClassOrder, paidRefund, type OrgWorld } from './fixtures'

// Noon of 31 May in China.
const clock = testClock(Date.parse('2026-05-31T04:00:00Z'))
let t: TestApp
let finance: { id: number; token: string }
let ep: OrgWorld
let edu: OrgWorld
let learners: Array<{ id: number }>
let firstOrder: { id: number; orderNo: string }

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  finance = await t.createUser({ roles: ['finance'] })
  ep = await makeOrg(t, 'ep', '甲EP机构')
  edu = await makeOrg(t, 'edu', '乙教育机构', { shareBp: 5000 })
  learners = [await t.createUser({ name: '学员一' }), await t.createUser({ name: '学员二' })]
  firstOrder = await paidClassOrder(t.db, ep, learners[0]!.id, 100_000, new Date('2026-05-12T02:00:00Z'))
  await paidClassOrder(t.db, ep, learners[1]!.id, 80_000, new Date('2026-05-13T02:00:00Z'), 'alipay_wap')
  await paidClassOrder(t.db, edu, learners[1]!.id, 50_000, new Date('2026-05-14T02:00:00Z'), 'sandbox')
})
afterAll(() => t.close())

const generate = (orgId: number, month: string) => callApi(t.app, generateAdminStatement, { body: { orgId, month }, token: finance.token })

describe('statements', () => {
  it('sums the month\'s payments, freezes on confirm, and carries a later refund to the next statement', async () => {
    const draft = expectOk(await generate(ep.orgId, '2026-05'))
    expect(draft).toMatchObject({ status: 'draft', receivedFen: 180_000, refundedFen: 0, netFen: 180_000, shareBp: 3000, shareFen: 54_000, learners: 2, classesOpened: 1, dueFen: 54_000 })
    expect(draft.lines.map((l) => l.amountFen)).toEqual([100_000, 80_000])
    // Staff do not see a draft.
    expect(expectOk(await callApi(t.app, listOrgStatements, { query: {}, token: ep.staff.token })).total).toBe(0)

    const confirmed = expectOk(await callApi(t.app, confirmAdminStatement, { params: { id: draft.id }, token: finance.token }))
    expect(confirmed).toMatchObject({ status: 'confirmed', receivedFen: 180_000, shareFen: 54_000 })
    expectRefusal(await callApi(t.app, confirmAdminStatement, { params: { id: draft.id }, token: finance.token }), 'STATEMENT_FROZEN')
    expectRefusal(await generate(ep.orgId, '2026-05'), 'STATEMENT_FROZEN')

    // A refund paid the same afternoon, after the confirmation: May's statement stays as it was.
    await paidRefund(t.db, firstOrder.id, learners[0]!.id, 30_000, new Date('2026-05-31T08:00:00Z'))
    await t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, firstOrder.id))
    const may = expectOk(await callApi(t.app, getAdminStatement, { params: { id: draft.id }, token: finance.token }))
    expect(may).toMatchObject({ receivedFen: 180_000, refundedFen: 0, shareFen: 54_000, status: 'confirmed' })
    expect(may.lines).toHaveLength(2)

    clock.advance(Date.parse('2026-06-02T02:00:00Z') - clock.now().getTime())
    // Two days on, the console session has idled out (a day at most): finance signs in again.
    finance = await t.createUser({ roles: ['finance'] })
    const june = expectOk(await generate(ep.orgId, '2026-06'))
    expect(june).toMatchObject({ receivedFen: 0, refundedFen: 30_000, adjustmentFen: 30_000, netFen: -30_000, shareFen: -9000 })
    expect(june.lines).toEqual([expect.objectContaining({ kind: 'refund', amountFen: -30_000, adjustment: true, orderNo: firstOrder.orderNo, learnerName: '学员一' })])
    const lines = expectOk(await callApi(t.app, listAdminStatementLines, { params: { id: june.id }, query: { size: 50 }, token: finance.token }))
    expect(lines.total).toBe(1)
  })

  it('pays a confirmed statement once; a draft cannot be paid; the future cannot be generated; a share must exist', async () => {
    const may = expectOk(await generate(edu.orgId, '2026-05'))
    expect(may).toMatchObject({ receivedFen: 50_000, shareFen: 25_000 })
    expectRefusal(await callApi(t.app, payAdminStatement, { params: { id: may.id }, body: { reference: 'BANK-1' }, token: finance.token }), 'STATEMENT_NOT_CONFIRMED')
    expectOk(await callApi(t.app, confirmAdminStatement, { params: { id: may.id }, token: finance.token }))
    const paid = expectOk(await callApi(t.app, payAdminStatement, { params: { id: may.id }, body: { reference: 'BANK-1' }, token: finance.token }))
    expect(paid).toMatchObject({ status: 'paid', paidFen: 25_000, dueFen: 0, paymentRef: 'BANK-1' })
    expectRefusal(await callApi(t.app, payAdminStatement, { params: { id: may.id }, body: { reference: 'BANK-2' }, token: finance.token }), 'STATEMENT_ALREADY_PAID')
    expectRefusal(await generate(edu.orgId, '2099-01'), 'STATEMENT_MONTH_AHEAD')
    const noShare = await makeOrg(t, 'ep', '丙无分成机构', { shareBp: 1000 })
    expectRefusal(await generate(noShare.orgId, '2025-12'), 'SHARE_MISSING')
  })
})

describe('staff reads', () => {
  it('shows my organisation, its classes, learners, months and confirmed statements', async () => {
    const org = expectOk(await callApi(t.app, getMyOrg, { token: ep.staff.token }))
    expect(org).toMatchObject({ id: ep.orgId, kind: 'ep', shareBp: 3000, classes: 1 })
    const classes = expectOk(await callApi(t.app, listOrgClasses, { query: {}, token: ep.staff.token }))
    expect(classes.list).toEqual([expect.objectContaining({
      classId: ep.classId, learners: 1, paidOrders: 2, refundedOrders: 1, receivedFen: 180_000, refundedFen: 30_000, netFen: 150_000
    })])
    expect(expectOk(await callApi(t.app, listOrgClasses, { query: { month: '2026-04' }, token: ep.staff.token })).total).toBe(0)
    const roster = expectOk(await callApi(t.app, listOrgClassLearners, { params: { id: ep.classId }, query: {}, token: ep.staff.token }))
    expect(roster.list.map((r) => [r.name, r.status, r.refundedFen])).toEqual([['学员二', 'paid', 0], ['学员一', 'refunded', 30_000]])
    expect(roster.list[0]!.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
    const months = expectOk(await callApi(t.app, listOrgMonths, { query: {}, token: ep.staff.token }))
    expect(months[0]).toMatchObject({ month: '2026-06', receivedFen: 0, refundedFen: 0 })
    expect(months[1]).toMatchObject({ month: '2026-05', classesOpened: 1, learners: 2, receivedFen: 180_000, refundedFen: 30_000, netFen: 150_000 })
    const statements = expectOk(await callApi(t.app, listOrgStatements, { query: {}, token: ep.staff.token }))
    expect(statements.list.map((s) => [s.month, s.status])).toEqual([['2026-05', 'confirmed']])
    const detail = expectOk(await callApi(t.app, getOrgStatement, { params: { id: statements.list[0]!.id }, token: ep.staff.token }))
    expect(detail.lines).toHaveLength(2)
  })

  it('answers another organisation\'s class and statement as not found', async () => {
    const eduClass = await callApi(t.app, getOrgClass, { params: { id: edu.classId }, token: ep.staff.token })
    expectRefusal(eduClass, 'NOT_FOUND')
    expectRefusal(await callApi(t.app, listOrgClassLearners, { params: { id: edu.classId }, query: {}, token: ep.staff.token }), 'NOT_FOUND')
    const eduStatements = expectOk(await callApi(t.app, listOrgStatements, { query: {}, token: edu.staff.token }))
    expect(eduStatements.total).toBe(1)
    expectRefusal(await callApi(t.app, getOrgStatement, { params: { id: eduStatements.list[0]!.id }, token: ep.staff.token }), 'NOT_FOUND')
    const loner = await t.createUser({ roles: ['ep'] })
    expectRefusal(await callApi(t.app, getMyOrg, { token: loner.token }), 'NOT_IN_ORG')
    expect(expectOk(await callApi(t.app, listOrgClasses, { query: {}, token: loner.token })).total).toBe(0)
  })
})

describe('finance report', () => {
  it('groups received, refunded, refund rate, coupons by channel and by month', async () => {
    const byChannel = expectOk(await callApi(t.app, getFinanceReport, { query: { from: '2026-05-01', to: '2026-06-30', groupBy: 'channel' }, token: finance.token }))
    const row = (key: string) => byChannel.rows.find((r) => r.key === key)
    expect(row('wechat')).toMatchObject({ paidOrders: 1, receivedFen: 100_000, refundedFen: 30_000, netFen: 70_000, refundRateBp: 3000, couponFen: 500 })
    expect(row('alipay')).toMatchObject({ receivedFen: 80_000, refundedFen: 0 })
    expect(row('sandbox')).toMatchObject({ receivedFen: 50_000 })
    expect(byChannel.totals).toMatchObject({ paidOrders: 3, receivedFen: 230_000, refundedFen: 30_000, netFen: 200_000, couponFen: 1500 })
    const byMonth = expectOk(await callApi(t.app, getFinanceReport, { query: { from: '2026-05-01', to: '2026-06-30', groupBy: 'month' }, token: finance.token }))
    expect(byMonth.rows.map((r) => [r.key, r.receivedFen, r.refundedFen])).toEqual([['2026-05', 230_000, 30_000]])
    expectRefusal(await callApi(t.app, getFinanceReport, { query: { from: '2026-06-30', to: '2026-05-01', groupBy: 'day' }, token: finance.token }), 'VALIDATION')
    expectRefusal(await callApi(t.app, getFinanceReport, { query: { from: '2026-02-30', to: '2026-03-01', groupBy: 'day' }, token: finance.token }), 'VALIDATION')
    expectRefusal(await callApi(t.app, getFinanceReport, { query: { from: '2024-01-01', to: '2026-03-01', groupBy: 'day' }, token: finance.token }), 'VALIDATION')
  })
})
