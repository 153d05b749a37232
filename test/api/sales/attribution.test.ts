// Attribution and commission: an order comes to a salesperson through their sales code (share link, poster), a
// coupon they issued, or a lead they converted; commission is the rate of the net amount, refunds taken off.
import { eq } from 'drizzle-orm'
import { listCoupons } from '@contract/catalog/endpoints'
import { setAllowance, setSalesRules, setSalespersonRate } from '@contract/sales/admin-endpoints'
import {
  addLeadNote, createLead, getLead, getSalesPerformance, issueSalesCoupon, listAttributedOrders, listSalesCoupons
} from '@contract/sales/endpoints'
import { orders } from '../../../server/src/db/schema'
import { expectOk, expectRefusal } from '../helpers/api'
import { makeTemplate } from '../helpers/catalog-fixtures'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { paidOrder, person, refundPaid, salesCodeOf, type Person } from './helpers'

let t: TestApp
let admin: Person

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, ['admin'])
  expectOk(await callApi(t.app, setSalesRules, { body: { defaultRateBp: 1000, leadWindowDays: 30 }, token: admin.token }))
})
afterAll(() => t.close())

const ordersOf = async (token: string) => expectOk(await callApi(t.app, listAttributedOrders, { query: {}, token }))

it('attributes an order placed with a sales code and pays 10 % of it; another salesperson sees nothing', async () => {
  const seller = await person(t, ['sales'])
  const other = await person(t, ['sales'])
  const buyer = await person(t)
  const order = await paidOrder(t, buyer, 19_900, { salesCode: await salesCodeOf(t, seller.token) })
  const mine = await ordersOf(seller.token)
  expect(mine.list).toEqual([expect.objectContaining({ id: order.id, via: 'link', amountFen: 19_900, commissionFen: 1990, status: 'paid' })])
  expect((await ordersOf(other.token)).total).toBe(0)
  const perf = expectOk(await callApi(t.app, getSalesPerformance, { token: seller.token }))
  expect(perf.profile).toMatchObject({ rateBp: 1000, earnedFen: 1990, balanceFen: 1990 })
  expect(perf.months).toEqual([expect.objectContaining({ orders: 1, amountFen: 19_900, refundedFen: 0, commissionFen: 1990 })])
})

it('takes refunds off: a partial refund lowers the commission, a full one leaves none', async () => {
  const seller = await person(t, ['sales'])
  const buyer = await person(t)
  const code = await salesCodeOf(t, seller.token)
  const partly = await paidOrder(t, buyer, 10_000, { salesCode: code })
  const fully = await paidOrder(t, buyer, 30_000, { salesCode: code })
  await refundPaid(t, partly.id, buyer.id, 4_000, false)
  await refundPaid(t, fully.id, buyer.id, 30_000, true)
  const list = (await ordersOf(seller.token)).list
  expect(list.find((o) => o.id === partly.id)).toMatchObject({ refundedFen: 4_000, commissionFen: 600 })
  expect(list.find((o) => o.id === fully.id)).toMatchObject({ status: 'refunded', refundedFen: 30_000, commissionFen: 0 })
  const perf = expectOk(await callApi(t.app, getSalesPerformance, { token: seller.token }))
  expect(perf.profile.earnedFen).toBe(600)
  expect(perf.months[0]).toMatchObject({ orders: 2, amountFen: 40_000, refundedFen: 34_000, commissionFen: 600 })
})

it('uses the salesperson\'s own rate once the back office sets one', async () => {
  const seller = await person(t, ['sales'])
  const buyer = await person(t)
  await paidOrder(t, buyer, 10_000, { salesCode: await salesCodeOf(t, seller.token) })
  expectOk(await callApi(t.app, setSalespersonRate, { params: { id: seller.id }, body: { rateBp: 250 }, token: admin.token }))
  expect(expectOk(await callApi(t.app, getSalesPerformance, { token: seller.token })).profile).toMatchObject({ rateBp: 250, earnedFen: 250 })
})

it('attributes an order that used a coupon the salesperson issued, within the quota the back office allowed', async () => {
  const seller = await person(t, ['sales'])
  const buyer = await person(t)
  const second = await person(t)
  const template = await makeTemplate(t.db, { value: 1_000, minSpendFen: 0 })
  const allowance = expectOk(await callApi(t.app, setAllowance, {
    body: { salespersonId: seller.id, templateId: template.id, quota: 1 }, token: admin.token
  }))
  const batches = expectOk(await callApi(t.app, listSalesCoupons, { token: seller.token }))
  expect(batches).toEqual([expect.objectContaining({ id: allowance.id, quota: 1, issued: 0, used: 0 })])
  expect(batches[0]!.sharePath).toContain(`sc=${await salesCodeOf(t, seller.token)}`)
  const grant = expectOk(await callApi(t.app, issueSalesCoupon, { params: { id: allowance.id }, body: { phone: buyer.phone }, token: seller.token }))
  expect(grant.used).toBe(false)
  expectRefusal(await callApi(t.app, issueSalesCoupon, { params: { id: allowance.id }, body: { phone: second.phone }, token: seller.token }), 'COUPON_QUOTA_USED')
  const [held] = expectOk(await callApi(t.app, listCoupons, { query: {}, token: buyer.token })).list
  const order = await paidOrder(t, buyer, 20_000, { couponId: held!.id })
  expect((await ordersOf(seller.token)).list).toEqual([expect.objectContaining({ id: order.id, via: 'coupon', amountFen: 19_000, commissionFen: 1_900 })])
  expect(expectOk(await callApi(t.app, listSalesCoupons, { token: seller.token }))[0]).toMatchObject({ issued: 1, used: 1 })
})

it('attributes a converted lead\'s later orders, not those before converting nor after the lead window', async () => {
  const seller = await person(t, ['sales'])
  const buyer = await person(t)
  const before = await paidOrder(t, buyer, 5_000)
  await t.db.update(orders).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(eq(orders.id, before.id))
  const lead = expectOk(await callApi(t.app, createLead, { body: { name: '王先生', phone: buyer.phone, source: 'walk_in' }, token: seller.token }))
  expectOk(await callApi(t.app, addLeadNote, { params: { id: lead.id }, body: { text: '已报名', status: 'converted' }, token: seller.token }))
  const after = await paidOrder(t, buyer, 8_000)
  const late = await paidOrder(t, buyer, 9_000)
  await t.db.update(orders).set({ createdAt: new Date(Date.now() + 31 * 86_400_000) }).where(eq(orders.id, late.id))
  expect((await ordersOf(seller.token)).list.map((o) => [o.id, o.via])).toEqual([[after.id, 'lead']])
  expect(expectOk(await callApi(t.app, getLead, { params: { id: lead.id }, token: seller.token })).orders).toBe(1)
})

it('prefers the sales code over a converted lead of another salesperson', async () => {
  const linkSeller = await person(t, ['sales'])
  const leadSeller = await person(t, ['sales'])
  const buyer = await person(t)
  const lead = expectOk(await callApi(t.app, createLead, { body: { name: '李女士', phone: buyer.phone, source: 'phone' }, token: leadSeller.token }))
  expectOk(await callApi(t.app, addLeadNote, { params: { id: lead.id }, body: { text: '成交', status: 'converted' }, token: leadSeller.token }))
  const order = await paidOrder(t, buyer, 6_000, { salesCode: await salesCodeOf(t, linkSeller.token) })
  expect((await ordersOf(linkSeller.token)).list.map((o) => o.id)).toEqual([order.id])
  expect((await ordersOf(leadSeller.token)).total).toBe(0)
})

it('never credits a salesperson with their own purchase', async () => {
  const seller = await person(t, ['sales'])
  await paidOrder(t, seller, 10_000, { salesCode: await salesCodeOf(t, seller.token) })
  expect((await ordersOf(seller.token)).total).toBe(0)
})
