// The demo seed's settlement: the demo ep and edu accounts each see their organisation with classes, learners,
// a paid and a confirmed statement (the draft stays the company's), and last month's draft carries the refund paid
// after the month before was confirmed.
import { listAdminStatements } from '@contract/settlement/admin-endpoints'
import { getMyOrg, getOrgStatement, listOrgClasses, listOrgStatements } from '@contract/settlement/endpoints'
import { seedDemo } from '../../../server/seed'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { findUserByPhone } from '../../../server/src/contexts/identity/seeding'

let t: TestApp
const tokenOf = async (phone: string, kind: 'app' | 'console' = 'app') =>
  (await t.tokens.issueToken((await findUserByPhone(t.db, phone))!.id, 'jest', kind)).token
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db)
  await seedDemo(t.db)
})
afterAll(() => t.close())

it.each([['13800000005', 'ep'], ['13800000006', 'edu']])('%s sees its organisation, classes and statements', async (phone, kind) => {
  const token = await tokenOf(phone)
  expect(expectOk(await callApi(t.app, getMyOrg, { token }))).toMatchObject({ kind, classes: 3 })
  const classes = expectOk(await callApi(t.app, listOrgClasses, { query: {}, token }))
  expect(classes.total).toBe(3)
  // Two a month over four months; the demo classes chosen hold no other orders.
  expect(classes.list.reduce((sum, c) => sum + c.paidOrders, 0)).toBe(8)
  const statements = expectOk(await callApi(t.app, listOrgStatements, { query: {}, token }))
  expect(statements.list.map((s) => s.status)).toEqual(['confirmed', 'paid'])
  const detail = expectOk(await callApi(t.app, getOrgStatement, { params: { id: statements.list[0]!.id }, token }))
  expect(detail.receivedFen - detail.refundedFen).toBe(detail.netFen)
  expect(detail.lines.reduce((sum, l) => sum + l.amountFen, 0)).toBe(detail.netFen)
})

it('keeps a draft per organisation holding the late refund as an adjustment', async () => {
  const token = await tokenOf('13800000009', 'console')
  const drafts = expectOk(await callApi(t.app, listAdminStatements, { query: { status: 'draft' }, token }))
  expect(drafts.total).toBe(2)
  for (const draft of drafts.list) expect(draft.adjustmentFen).toBeGreaterThan(0)
})
