// The sales demo seed: the demo salesperson sees leads in every state, orders through the link, a coupon and a lead
// (one refunded, its commission gone), the batches allowed them, withdrawals in every state and a balance computed
// from all of it; the enrolment of 普拉提上海春季班 shows paid, pending and refunded; seeding again adds nothing.
import { and, count, eq } from 'drizzle-orm'
import { loginByPassword } from '@contract/identity/endpoints'
import {
  getSalesClass, getSalesPerformance, listAttributedOrders, listLeads, listSalesClasses, listSalesCoupons, listWithdrawals
} from '@contract/sales/endpoints'
import { DEMO_PASSWORD, DEMO_SALES_CODE, seedDemo, seedMissingDemoContent } from '../../../server/seed'
import { orders, salesLeads } from '../../../server/src/db/schema'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db)
  token = expectOk(await callApi(t.app, loginByPassword, { body: { phone: '13800000003', password: DEMO_PASSWORD } })).token
})
afterAll(() => t.close())

it('gives the demo salesperson leads in every state', async () => {
  const leads = expectOk(await callApi(t.app, listLeads, { query: { size: 50 }, token }))
  expect(new Set(leads.list.map((l) => l.status))).toEqual(new Set(['new', 'contacted', 'visited', 'converted', 'lost']))
})

it('attributes orders through link, coupon and lead, one refunded, and computes the balance from them', async () => {
  const orders = expectOk(await callApi(t.app, listAttributedOrders, { query: { size: 50 }, token }))
  expect(orders.list.map((o) => o.via).sort()).toEqual(['coupon', 'lead', 'link', 'link'])
  expect(orders.list.find((o) => o.status === 'refunded')).toMatchObject({ commissionFen: 0 })
  const perf = expectOk(await callApi(t.app, getSalesPerformance, { token }))
  expect(perf.profile.code).toBe(DEMO_SALES_CODE)
  const earned = orders.list.reduce((sum, o) => sum + o.commissionFen, 0)
  expect(perf.profile.earnedFen).toBe(earned)
  const withdrawals = expectOk(await callApi(t.app, listWithdrawals, { query: {}, token }))
  expect(withdrawals.list.map((w) => w.status).sort()).toEqual(['approved', 'paid', 'rejected', 'requested'])
  const held = withdrawals.list.filter((w) => w.status !== 'rejected').reduce((sum, w) => sum + w.amountFen, 0)
  expect(perf.profile.balanceFen).toBe(earned - held)
  expect(perf.profile.balanceFen).toBeGreaterThan(0)
})

it('shows the batches allowed with one coupon used, and the class enrolment', async () => {
  const batches = expectOk(await callApi(t.app, listSalesCoupons, { token }))
  expect(batches.map((b) => [b.issued, b.used])).toEqual(expect.arrayContaining([[1, 1], [1, 0]]))
  const classes = expectOk(await callApi(t.app, listSalesClasses, { query: { size: 50 }, token }))
  const pilates = classes.list.find((c) => c.name === '上海春季班')!
  // The class's enrolment counts every order of it (other areas' demos buy it too), not only the salesperson's.
  const ofClass = async (status: 'paid' | 'refunded') => (await t.db.select({ n: count() }).from(orders)
    .where(and(eq(orders.classId, pilates.id), eq(orders.status, status))))[0]!.n
  const paid = await ofClass('paid')
  expect(paid).toBeGreaterThanOrEqual(3)
  expect(pilates).toMatchObject({ paid, pending: 1, refunded: await ofClass('refunded') })
  const detail = expectOk(await callApi(t.app, getSalesClass, { params: { id: pilates.id }, token }))
  expect(detail.days.reduce((sum, d) => sum + d.paid, 0)).toBe(paid)
})

it('adds nothing when seeded again', async () => {
  const before = await t.db.select({ n: count() }).from(salesLeads)
  await seedMissingDemoContent(t.db)
  expect(await t.db.select({ n: count() }).from(salesLeads)).toEqual(before)
})
