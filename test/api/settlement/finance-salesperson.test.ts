// The finance report by salesperson: each order under the salesperson it is attributed to (name and sales code), the
// orders nobody is credited with in a row of their own, refunds netted in the same row, totals unchanged.
import { getFinanceReport } from '@contract/settlement/admin-endpoints'
import { chinaDate } from '@contract/china-time'
import { UNATTRIBUTED_KEY } from '@contract/settlement/constants'
import { users } from '../../../server/src/db/schema'
import { eq } from 'drizzle-orm'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { paidOrder, person, refundPaid, salesCodeOf } from '../sales/helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('groups received and refunded money by salesperson, with an unattributed row', async () => {
  const finance = await t.createUser({ roles: ['finance'] })
  const seller = await person(t, ['sales'])
  await t.db.update(users).set({ name: '王销售' }).where(eq(users.id, seller.id))
  const code = await salesCodeOf(t, seller.token)
  const buyer = await person(t)
  await paidOrder(t, buyer, 30_000, { salesCode: code })
  const refunded = await paidOrder(t, buyer, 20_000, { salesCode: code })
  await refundPaid(t, refunded.id, buyer.id, 5_000, false)
  await paidOrder(t, await person(t), 10_000)

  const today = chinaDate(new Date())
  const report = expectOk(await callApi(t.app, getFinanceReport, { query: { from: today, to: today, groupBy: 'salesperson' }, token: finance.token }))
  const mine = report.rows.find((r) => r.key === String(seller.id))
  expect(mine).toMatchObject({ label: `王销售（${code}）`, paidOrders: 2, receivedFen: 50_000, refundCount: 1, refundedFen: 5_000, netFen: 45_000, refundRateBp: 1000 })
  const nobody = report.rows.find((r) => r.key === UNATTRIBUTED_KEY)
  expect(nobody).toMatchObject({ label: '', paidOrders: 1, receivedFen: 10_000, refundedFen: 0 })
  // Highest revenue first; the same totals as any other grouping.
  expect(report.rows[0]!.key).toBe(String(seller.id))
  const byDay = expectOk(await callApi(t.app, getFinanceReport, { query: { from: today, to: today, groupBy: 'day' }, token: finance.token }))
  expect(report.totals).toEqual(byDay.totals)
})
