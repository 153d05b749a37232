// The console's dashboard: orders placed, paid and refunded, and new users, for today, this month and the last 30
// days, in China time (UTC+8) by the server's clock. Orders go through the real checkout, sandbox payment and
// refund; their times (set by the database, and by the sandbox provider's own clock) are then placed on chosen days.
import { eq, inArray } from 'drizzle-orm'
import type { Dashboard, DashboardFigures } from '@contract/commerce/dashboard-admin-shapes'
import { orders, refunds, users } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay } from '../helpers/commerce/shop'
import { approveRefund, payoutRefund } from '@contract/commerce/admin-endpoints'
import { getAdminDashboard } from '@contract/commerce/dashboard-admin-endpoints'
import { requestRefund } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

// Far from the real date, so rows other tests' helpers create at the real time never fall into the figures.
let current = Date.parse('2030-05-20T04:00:00Z')
const clock = { now: () => new Date(current), set: (iso: string) => { current = Date.parse(iso) } }

let t: TestApp
let api: ReturnType<typeof caller>
let admin: { id: number; token: string }
beforeAll(async () => {
  // Sessions outlive the clock's jumps across months.
  t = await createTestApp({ TOKEN_TTL_DAYS: '365' }, { now: clock.now })
  api = caller(t)
  admin = await t.createUser({ roles: ['admin', 'finance'] })
})
afterAll(() => t.close())

/** A fresh console session at the clock's current time: one left idle across the clock's jumps would have ended. */
const consoleToken = async () => (await t.tokens.issueToken(admin.id, 'jest', 'console')).token
const dashboard = async (token?: string) => expectOk(await callApi(t.app, getAdminDashboard, { token: token ?? await consoleToken() }))
const zero: DashboardFigures = { orders: 0, paidOrders: 0, revenueFen: 0, refundCount: 0, refundFen: 0, newUsers: 0 }
const createdAt = (table: typeof orders | typeof users, id: number, iso: string) =>
  t.db.update(table).set({ createdAt: new Date(iso) }).where(eq(table.id, id))
const paidAt = (table: typeof orders | typeof refunds, id: number, iso: string) =>
  t.db.update(table).set({ paidAt: new Date(iso) }).where(eq(table.id, id))

it('needs the admin or finance role', async () => {
  expect((await callApiRaw(t.app, getAdminDashboard)).statusCode).toBe(401)
  for (const roles of [[], ['content'], ['academic']] as const) {
    const user = await t.createUser({ roles: [...roles] })
    expect((await callApiRaw(t.app, getAdminDashboard, { token: user.token })).statusCode).toBe(403)
  }
  const finance = await t.createUser({ roles: ['finance'] })
  expectOk(await callApi(t.app, getAdminDashboard, { token: finance.token }))
})

it('answers zeros for 30 China days when nothing happened', async () => {
  clock.set('2030-05-20T04:00:00Z')
  const empty = await dashboard()
  expect(empty.today).toEqual(zero)
  expect(empty.month).toEqual(zero)
  expect(empty.daily).toHaveLength(30)
  expect(empty.daily[0]).toEqual({ date: '2030-04-21', ...zero })
  expect(empty.daily[29].date).toBe('2030-05-20')
})

it('counts orders by creation, payments and completed refunds by their time, and new users, per China day', async () => {
  const buyer = await t.createUser()
  const goodsA = await seedGoods(t.db, { priceFen: 20_000 })
  const goodsC = await seedGoods(t.db, { priceFen: 30_000 })
  // A held goods is not sold to the same buyer again: B and D are goods of their own.
  const goodsB = await seedGoods(t.db, { priceFen: 20_000 })
  const goodsD = await seedGoods(t.db, { priceFen: 20_000 })

  // C: placed and paid on 2030-05-20 (China).
  clock.set('2030-05-20T04:00:00Z')
  const c = await placeOrder(api, buyer.token, goodsC)
  await sandboxPay(api, buyer.token, c.id)
  await createdAt(orders, c.id, '2030-05-20T03:00:00Z')
  await paidAt(orders, c.id, '2030-05-20T04:00:00Z')

  // A: placed at 00:30 on June 1 China time (still May 31 in UTC), paid on June 10; B: placed on June 10, unpaid.
  clock.set('2030-06-10T03:00:00Z')
  const a = await placeOrder(api, buyer.token, goodsA)
  await createdAt(orders, a.id, '2030-05-31T16:30:00Z')
  await sandboxPay(api, buyer.token, a.id)
  await paidAt(orders, a.id, '2030-06-10T03:00:00Z')
  const b = await placeOrder(api, buyer.token, goodsB)
  await createdAt(orders, b.id, '2030-06-10T02:00:00Z')

  // C is partly refunded on June 10.
  const refund = expectOk(await callApi(t.app, requestRefund, { params: { id: c.id }, body: { reason: '时间冲突', amountFen: 5_000 }, token: buyer.token }))
  expectOk(await callApi(t.app, approveRefund, { params: { id: refund.id }, body: { note: '同意' }, token: await consoleToken() }))
  expectOk(await callApi(t.app, payoutRefund, { params: { id: refund.id }, body: {}, token: await consoleToken() }))
  await paidAt(refunds, refund.id, '2030-06-10T03:00:00Z')
  // Still pending at the end of the test: counted nowhere.
  const d = await placeOrder(api, buyer.token, goodsD)
  await sandboxPay(api, buyer.token, d.id)
  await paidAt(orders, d.id, '2030-03-01T00:00:00Z')
  await createdAt(orders, d.id, '2030-03-01T00:00:00Z')
  expectOk(await callApi(t.app, requestRefund, { params: { id: d.id }, body: { reason: '不想要了', amountFen: 100 }, token: buyer.token }))

  // New users: the buyer today, one at 00:00 June 1 and one at 23:59:59 May 31 (China).
  const early = await t.createUser()
  const late = await t.createUser()
  await createdAt(users, buyer.id, '2030-06-10T01:00:00Z')
  await createdAt(users, early.id, '2030-05-31T16:00:00Z')
  await createdAt(users, late.id, '2030-05-31T15:59:59Z')

  const june10 = await dashboard()
  expect(june10.today).toEqual({ orders: 1, paidOrders: 1, revenueFen: 20_000, refundCount: 1, refundFen: 5_000, newUsers: 1 })
  expect(june10.month).toEqual({ orders: 2, paidOrders: 1, revenueFen: 20_000, refundCount: 1, refundFen: 5_000, newUsers: 2 })
  const day = (d: Dashboard, date: string) => d.daily.find((x) => x.date === date)
  expect(june10.daily[29].date).toBe('2030-06-10')
  expect(day(june10, '2030-05-20')).toEqual({ date: '2030-05-20', orders: 1, paidOrders: 1, revenueFen: 30_000, refundCount: 0, refundFen: 0, newUsers: 0 })
  expect(day(june10, '2030-05-31')).toEqual({ date: '2030-05-31', ...zero, newUsers: 1 })
  expect(day(june10, '2030-06-01')).toEqual({ date: '2030-06-01', ...zero, orders: 1, newUsers: 1 })
  expect(june10.daily.reduce((n, d) => n + d.orders, 0)).toBe(3)

  // One second before China midnight it is still June 10; at midnight a new day (and, on July 1, a new month) starts.
  clock.set('2030-06-10T15:59:59Z')
  expect((await dashboard()).today.paidOrders).toBe(1)
  clock.set('2030-06-10T16:00:00Z')
  const june11 = await dashboard()
  expect(june11.today).toEqual(zero)
  expect(june11.month.revenueFen).toBe(20_000)
  expect(june11.daily[0].date).toBe('2030-05-13')
  clock.set('2030-06-30T16:30:00Z')
  const july1 = await dashboard()
  expect(july1.month).toEqual(zero)
  expect(day(july1, '2030-06-10')).toMatchObject({ paidOrders: 1, refundFen: 5_000 })
  expect(day(july1, '2030-05-20')).toBeUndefined()
})

it('sums the whole month even when it is longer than the 30-day chart', async () => {
  clock.set('2030-05-31T04:00:00Z')
  const buyer = await t.createUser()
  await t.db.update(users).set({ createdAt: new Date('2030-04-30T16:00:00Z') }).where(inArray(users.id, [buyer.id]))
  const may31 = await dashboard()
  expect(may31.daily[0].date).toBe('2030-05-02')
  // Created at 00:00 May 1 China time: in the month, not in the chart.
  expect(may31.month.newUsers).toBe(2)
  expect(may31.daily.reduce((n, d) => n + d.newUsers, 0)).toBe(1)
})
