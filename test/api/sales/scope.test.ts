// Data scope and roles: a salesperson's leads, coupon batches and withdrawals are theirs alone (another's read as
// missing), a learner is refused every sales endpoint (403, which the app turns into the login page), and leads are
// one per phone company-wide.
import { setAllowance } from '@contract/sales/admin-endpoints'
import {
  addLeadNote, createLead, getLead, getSalesPerformance, getWithdrawal, issueSalesCoupon, listCouponGrants, listLeads,
  listSalesClasses, requestWithdrawal, updateLead
} from '@contract/sales/endpoints'
import { eq } from 'drizzle-orm'
import { salesLeads } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, freshPhone } from '../helpers/api'
import { makeTemplate } from '../helpers/catalog-fixtures'
import { callApi, callApiRaw } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { paidOrder, person, salesCodeOf, type Person } from './helpers'

let t: TestApp
let seller: Person
let other: Person

beforeAll(async () => {
  t = await createTestApp()
  seller = await person(t, ['sales'])
  other = await person(t, ['sales'])
})
afterAll(() => t.close())

it('refuses a learner every sales endpoint with 403', async () => {
  const learner = await person(t)
  for (const res of [
    await callApiRaw(t.app, getSalesPerformance, { token: learner.token }),
    await callApiRaw(t.app, listLeads, { query: {}, token: learner.token }),
    await callApiRaw(t.app, listSalesClasses, { query: {}, token: learner.token }),
    await callApiRaw(t.app, requestWithdrawal, { body: { amountFen: 100 }, token: learner.token })
  ]) expect(res.statusCode).toBe(403)
})

it('keeps leads to their owner: another salesperson\'s lead is not found to read, edit or note', async () => {
  const lead = expectOk(await callApi(t.app, createLead, { body: { name: '张三', phone: freshPhone(), source: 'wechat' }, token: seller.token }))
  expectRefusal(await callApi(t.app, getLead, { params: { id: lead.id }, token: other.token }), 'NOT_FOUND')
  expectRefusal(await callApi(t.app, updateLead, {
    params: { id: lead.id }, body: { name: '改名', phone: lead.phone, source: 'wechat' }, token: other.token
  }), 'NOT_FOUND')
  expectRefusal(await callApi(t.app, addLeadNote, { params: { id: lead.id }, body: { text: '抢单' }, token: other.token }), 'NOT_FOUND')
  expect(expectOk(await callApi(t.app, listLeads, { query: {}, token: other.token })).list.map((l) => l.id)).not.toContain(lead.id)
  expect(expectOk(await callApi(t.app, getLead, { params: { id: lead.id }, token: seller.token })).lead.name).toBe('张三')
})

it('keeps one lead per phone, whoever adds it', async () => {
  const phone = freshPhone()
  expectOk(await callApi(t.app, createLead, { body: { name: '甲', phone, source: 'referral' }, token: seller.token }))
  expectRefusal(await callApi(t.app, createLead, { body: { name: '乙', phone, source: 'referral' }, token: other.token }), 'LEAD_DUPLICATE')
})

it('refuses an edit to a phone another lead takes at the same moment as a duplicate, not an error', async () => {
  const phone = freshPhone()
  const [first, second] = await Promise.all([seller, other].map(async (owner, i) => ({
    owner, lead: expectOk(await callApi(t.app, createLead, { body: { name: `同时${i}`, phone: freshPhone(), source: 'event' }, token: owner.token }))
  })))
  const edit = ({ owner, lead }: typeof first) =>
    callApiRaw(t.app, updateLead, { params: { id: lead.id }, body: { name: lead.name, phone, source: 'event' }, token: owner.token })
  let answer: ReturnType<typeof edit> | undefined
  // The first edit's write is made and not yet committed while the second edit starts: on PostgreSQL the second's
  // look-up cannot see the phone taken, and its write waits on the unique index until the first commits, then
  // fails. (PGlite has one connection: the second edit runs after the commit and the look-up refuses it.)
  await t.db.transaction(async (tx) => {
    await tx.update(salesLeads).set({ phone }).where(eq(salesLeads.id, first.lead.id))
    answer = edit(second)
    await new Promise((resolve) => setTimeout(resolve, 300))
  })
  expectRefusal(await answer!, 'LEAD_DUPLICATE')
})

it('records follow-up notes with their time, the status and the next follow-up, due ones first', async () => {
  const past = new Date(Date.now() - 3_600_000).toISOString()
  const lead = expectOk(await callApi(t.app, createLead, { body: { name: '赵', phone: freshPhone(), source: 'event' }, token: seller.token }))
  const detail = expectOk(await callApi(t.app, addLeadNote, {
    params: { id: lead.id }, body: { text: '电话沟通，周末到店', status: 'contacted', nextFollowAt: past }, token: seller.token
  }))
  expect(detail.lead).toMatchObject({ status: 'contacted', followDue: true, nextFollowAt: past })
  expect(detail.notes).toEqual([expect.objectContaining({ text: '电话沟通，周末到店', status: 'contacted' })])
  expect(expectOk(await callApi(t.app, listLeads, { query: {}, token: seller.token })).list[0]!.id).toBe(lead.id)
  const lost = expectOk(await callApi(t.app, addLeadNote, { params: { id: lead.id }, body: { text: '不考虑了', status: 'lost' }, token: seller.token }))
  expect(lost.lead).toMatchObject({ status: 'lost', followDue: false })
})

it('keeps coupon batches to the salesperson allowed them', async () => {
  const admin = await person(t, ['admin'])
  const learner = await person(t)
  const template = await makeTemplate(t.db)
  const allowance = expectOk(await callApi(t.app, setAllowance, { body: { salespersonId: seller.id, templateId: template.id, quota: 5 }, token: admin.token }))
  expectRefusal(await callApi(t.app, issueSalesCoupon, { params: { id: allowance.id }, body: { phone: learner.phone }, token: other.token }), 'NOT_FOUND')
  expectRefusal(await callApi(t.app, listCouponGrants, { params: { id: allowance.id }, query: {}, token: other.token }), 'NOT_FOUND')
  expectRefusal(await callApi(t.app, issueSalesCoupon, { params: { id: allowance.id }, body: { phone: freshPhone() }, token: seller.token }), 'USER_NOT_FOUND')
  expectOk(await callApi(t.app, issueSalesCoupon, { params: { id: allowance.id }, body: { phone: learner.phone }, token: seller.token }))
  expectRefusal(await callApi(t.app, issueSalesCoupon, { params: { id: allowance.id }, body: { phone: learner.phone }, token: seller.token }), 'COUPON_ALREADY_HELD')
  expect(expectOk(await callApi(t.app, listCouponGrants, { params: { id: allowance.id }, query: {}, token: seller.token })).total).toBe(1)
})

it('keeps withdrawals to their owner', async () => {
  const buyer = await person(t)
  await paidOrder(t, buyer, 50_000, { salesCode: await salesCodeOf(t, seller.token) })
  const w = expectOk(await callApi(t.app, requestWithdrawal, { body: { amountFen: 1_000 }, token: seller.token }))
  expectRefusal(await callApi(t.app, getWithdrawal, { params: { id: w.id }, token: other.token }), 'NOT_FOUND')
  expect(expectOk(await callApi(t.app, getWithdrawal, { params: { id: w.id }, token: seller.token }))).toMatchObject({ status: 'requested', amountFen: 1_000 })
})
