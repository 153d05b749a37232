// Withdrawals: never more than the balance, also under 20 requests at once; review and payout in the back office as
// conditional state changes (requested → approved → paid, or rejected, which returns the amount to the balance).
import { approveWithdrawal, listAdminWithdrawals, payWithdrawal, rejectWithdrawal, transferWithdrawal } from '@contract/sales/admin-endpoints'
import { getSalesProfile, listWithdrawals, requestWithdrawal } from '@contract/sales/endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { expectOk, expectRefusal } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { paidOrder, person, salesCodeOf, type Person } from './helpers'

let t: TestApp
let admin: Person
let finance: Person

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, ['admin'])
  finance = await person(t, ['finance'])
})
afterAll(() => t.close())

/** A salesperson who earned 5 % of 100,000 fen = 5,000 fen. */
async function earner(): Promise<Person> {
  const seller = await person(t, ['sales'])
  await paidOrder(t, await person(t), 100_000, { salesCode: await salesCodeOf(t, seller.token) })
  return seller
}
const balanceOf = async (p: Person) => expectOk(await callApi(t.app, getSalesProfile, { token: p.token })).balanceFen

it('refuses more than the balance', async () => {
  const seller = await earner()
  expect(await balanceOf(seller)).toBe(5_000)
  expectRefusal(await callApi(t.app, requestWithdrawal, { body: { amountFen: 5_001 }, token: seller.token }), 'WITHDRAWAL_OVER_BALANCE')
  expectOk(await callApi(t.app, requestWithdrawal, { body: { amountFen: 5_000 }, token: seller.token }))
  expect(await balanceOf(seller)).toBe(0)
})

it('grants exactly what the balance holds to 20 parallel requests', async () => {
  const seller = await earner()
  const answers = await Promise.all(Array.from({ length: 20 }, () =>
    callApi(t.app, requestWithdrawal, { body: { amountFen: 700 }, token: seller.token })))
  const granted = answers.filter((a) => a.status === 1).length
  const refused = answers.filter((a) => a.status === 0 && a.code === 'WITHDRAWAL_OVER_BALANCE').length
  expect([granted, refused]).toEqual([7, 13])
  const list = expectOk(await callApi(t.app, listWithdrawals, { query: { size: 50 }, token: seller.token }))
  expect(list.list.reduce((sum, w) => sum + w.amountFen, 0)).toBe(4_900)
  expect(await balanceOf(seller)).toBe(100)
})

it('approves, pays with a reference, and refuses a second payout', async () => {
  const seller = await earner()
  const w = expectOk(await callApi(t.app, requestWithdrawal, { body: { amountFen: 2_000 }, token: seller.token }))
  expectRefusal(await callApi(t.app, payWithdrawal, { params: { id: w.id }, body: { reference: 'TX1' }, token: finance.token }), 'WITHDRAWAL_STATE')
  expect(expectOk(await callApi(t.app, approveWithdrawal, { params: { id: w.id }, token: admin.token })).status).toBe('approved')
  // Paying out is finance's alone.
  expect((await callApiRaw(t.app, payWithdrawal, { params: { id: w.id }, body: { reference: 'TX1' }, token: admin.token })).statusCode).toBe(403)
  const paid = expectOk(await callApi(t.app, payWithdrawal, { params: { id: w.id }, body: { reference: 'TX1' }, token: finance.token }))
  expect(paid).toMatchObject({ status: 'paid', reference: 'TX1' })
  expectRefusal(await callApi(t.app, payWithdrawal, { params: { id: w.id }, body: { reference: 'TX2' }, token: finance.token }), 'WITHDRAWAL_STATE')
  expectRefusal(await callApi(t.app, rejectWithdrawal, { params: { id: w.id }, body: { reason: '晚了' }, token: admin.token }), 'WITHDRAWAL_STATE')
  expect(await balanceOf(seller)).toBe(3_000)
})

it('returns a rejected amount to the balance and lists requests by status', async () => {
  const seller = await earner()
  const w = expectOk(await callApi(t.app, requestWithdrawal, { body: { amountFen: 5_000 }, token: seller.token }))
  expect(await balanceOf(seller)).toBe(0)
  const rejected = expectOk(await callApi(t.app, rejectWithdrawal, { params: { id: w.id }, body: { reason: '信息不全' }, token: finance.token }))
  expect(rejected).toMatchObject({ status: 'rejected', note: '信息不全' })
  const [entry] = expectOk(await callApi(t.app, listAuditLog, { query: { resource: 'withdrawal', resourceId: String(w.id) }, token: admin.token })).list
  expect(entry).toMatchObject({ summaryCode: 'withdrawal.reject', summaryParams: { salesperson: rejected.salesperson, amountFen: 5_000, reason: '信息不全', reference: '' } })
  expect(await balanceOf(seller)).toBe(5_000)
  const listed = expectOk(await callApi(t.app, listAdminWithdrawals, { query: { status: 'rejected' }, token: admin.token }))
  expect(listed.list.map((x) => x.id)).toContain(w.id)
})

it('pays by hand only where WeChat Pay is not configured (the sandbox)', async () => {
  const seller = await earner()
  const w = expectOk(await callApi(t.app, requestWithdrawal, { body: { amountFen: 1_000 }, token: seller.token }))
  expectOk(await callApi(t.app, approveWithdrawal, { params: { id: w.id }, token: admin.token }))
  expectRefusal(await callApi(t.app, transferWithdrawal, { params: { id: w.id }, token: finance.token }), 'NOT_CONFIGURED', /标记已付款/)
})
