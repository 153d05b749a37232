// Offline orders (bank transfers finance records with a proof upload): validation, the learner entitled and seated
// exactly as by a paid order, the list's channel filter and the finance report's own channel, refunds of them paid
// out by hand with a reference (never through a provider), audit and roles.
import crypto from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { AdminOrderDetail, AdminRefundDetail } from '@contract/commerce/admin-shapes'
import type { UploadResult } from '@contract/files/shapes'
import type { OfflineOrderInput } from '@contract/commerce/admin-refund-shapes'
import {
  createOfflineOrder, listOrdersAdmin, manualPayoutRefund, payoutRefund, startRefundAdmin
} from '@contract/commerce/admin-endpoints'
import { uploadFile } from '@contract/files/endpoints'
import { getFinanceReport } from '@contract/settlement/admin-endpoints'
import { chinaDate } from '@contract/china-time'
import { auditLog, userGoods } from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { seatsLeft, seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { orderRow, placeOrder, sandboxPay, startShop, type Api } from '../helpers/commerce/shop'
import { callApi, callApiRaw } from '../helpers/contract'
import { fileUpload, PNG_1PX } from '../helpers/multipart'

let t: TestApp
let api: Api
let finance: { id: number; token: string }
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, admin: finance } = await startShop(clock.now))
})
afterAll(() => t.close())

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

async function uploadProof(token = finance.token): Promise<string> {
  const { payload, headers } = fileUpload(PDF, 'transfer.pdf', 'application/pdf')
  return expectOk<UploadResult>(await callApiRaw(api.app, uploadFile, { query: { kind: 'file' }, body: payload, headers, token })).path
}

async function learner() {
  const phone = `137${crypto.randomInt(10 ** 8).toString().padStart(8, '0')}`
  return { phone, ...(await t.createUser({ phone })) }
}

const record = (body: Partial<OfflineOrderInput>, token = finance.token) =>
  callApiRaw(api.app, createOfflineOrder, { body: body as OfflineOrderInput, token })

async function input(goods: SeededGoods, phone: string, extra: Partial<OfflineOrderInput> = {}): Promise<OfflineOrderInput> {
  return {
    phone, goodsId: goods.id, ...(goods.classId ? { classId: goods.classId } : {}), amountFen: 20_000,
    bankReference: 'CMB20261127001', transferDate: '2026-11-26', proofPath: await uploadProof(), ...extra
  }
}

const heldGoods = (orderId: number) => t.db.select().from(userGoods).where(and(eq(userGoods.orderId, orderId), isNull(userGoods.revokedAt)))

describe('recording an offline order', () => {
  it('pays the order offline, entitles and seats the learner, and keeps the receipt and an audit entry', async () => {
    const buyer = await learner()
    const goods = await seedGoods(t.db, { priceFen: 20_000, classSeats: 3 })
    const order = expectOk<AdminOrderDetail>(await record(await input(goods, buyer.phone)))
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'offline', amountDueFen: 20_000, transactionId: 'CMB20261127001' })
    expect(order.buyer.id).toBe(buyer.id)
    expect(order.offlineReceipt).toMatchObject({ bankReference: 'CMB20261127001', transferDate: '2026-11-26', listPriceFen: 20_000, priceNote: '' })
    expect(order.offlineReceipt!.proofPath).toMatch(/^\/uploads\/.+\.pdf$/)
    expect(order.refundable).toEqual({ paidFen: 20_000, refundedFen: 0, openFen: 0, refundableFen: 20_000 })
    expect(await heldGoods(order.id)).toHaveLength(1)
    expect(await seatsLeft(t.db, goods.classId!)).toBe(2)
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.offlineCreate'), eq(auditLog.resourceId, String(order.id))))
    expect(entry.summaryCode).toBe('order.offlineCreate')
    // The learner holds the goods: a second record (or a checkout) is refused by the same pricing rules.
    const again = (await record(await input(goods, buyer.phone, { bankReference: 'X2' }))).json()
    expect(again.status).toBe(0)
  })

  it('takes a different amount only with a reason', async () => {
    const buyer = await learner()
    const goods = await seedGoods(t.db, { priceFen: 20_000 })
    expectRefusal(await record(await input(goods, buyer.phone, { amountFen: 18_000 })), 'OFFLINE_PRICE_REASON', /¥200/)
    const order = expectOk<AdminOrderDetail>(await record(await input(goods, buyer.phone, { amountFen: 18_000, priceNote: '老学员九折' })))
    expect(order).toMatchObject({ amountDueFen: 18_000, totalFen: 20_000 })
    expect(order.offlineReceipt).toMatchObject({ listPriceFen: 20_000, priceNote: '老学员九折' })
  })

  it('refuses an unknown phone, a proof that is not the recorder\'s, bad dates and missing fields', async () => {
    const buyer = await learner()
    const goods = await seedGoods(t.db)
    expectRefusal(await record(await input(goods, '13699999999')), 'USER_NOT_FOUND')
    const someoneElse = await t.createUser({ roles: ['finance'] })
    expectRefusal(await record(await input(goods, buyer.phone, { proofPath: await uploadProof(someoneElse.token) })), 'VALIDATION', /凭证/)
    expectRefusal(await record(await input(goods, buyer.phone, { transferDate: '2026-13-01' })), 'VALIDATION')
    expectRefusal(await record(await input(goods, buyer.phone, { bankReference: '' })), 'VALIDATION')
    expectRefusal(await record(await input(goods, buyer.phone, { amountFen: 0 })), 'VALIDATION')
    expectRefusal(await record({ phone: buyer.phone, goodsId: goods.id }), 'VALIDATION')
    expect(await t.db.select().from(userGoods).where(eq(userGoods.userId, buyer.id))).toEqual([])
  })
})

describe('offline orders in the console and the finance report', () => {
  it('filters the list by channel and reports them under offline', async () => {
    const buyer = await learner()
    const order = expectOk<AdminOrderDetail>(await record(await input(await seedGoods(t.db, { priceFen: 20_000 }), buyer.phone)))
    const list = expectOk(await callApi(api.app, listOrdersAdmin, { query: { method: 'offline', size: 50 }, token: finance.token }))
    expect(list.list.map((o) => o.id)).toContain(order.id)
    expect(list.list.every((o) => o.paymentMethod === 'offline')).toBe(true)
    const today = chinaDate(clock.now())
    const report = expectOk(await callApi(api.app, getFinanceReport, { query: { from: today, to: today, groupBy: 'channel' }, token: finance.token }))
    expect(report.channels).toContain('offline')
    expect(report.rows.find((r) => r.key === 'offline')!.receivedFen).toBeGreaterThanOrEqual(20_000)
  })
})

describe('refunding an offline order', () => {
  it('is paid out by hand with a reference, never through a provider', async () => {
    const buyer = await learner()
    const goods = await seedGoods(t.db, { priceFen: 20_000, classSeats: 2 })
    const order = expectOk<AdminOrderDetail>(await record(await input(goods, buyer.phone)))
    const refund = expectOk<AdminOrderDetail>(await callApiRaw(api.app, startRefundAdmin, {
      params: { id: order.id }, body: { amountFen: 5_000, reasonKind: 'goodwill' }, token: finance.token
    })).refunds.at(-1)!
    expectRefusal(await callApiRaw(api.app, payoutRefund, { params: { id: refund.id }, body: {}, token: finance.token }), 'REFUND_MANUAL_PAYOUT')
    const manual = (id: number, token = finance.token, reference = 'ICBC-R-1') =>
      callApiRaw(api.app, manualPayoutRefund, { params: { id }, body: { reference, note: '已转回学员卡' }, token })
    const admin = await t.createUser({ roles: ['admin'] })
    expect((await manual(refund.id, admin.token)).statusCode).toBe(403)
    expectRefusal(await manual(refund.id, finance.token, ''), 'VALIDATION')
    const paid = expectOk<AdminRefundDetail>(await manual(refund.id))
    expect(paid).toMatchObject({ status: 'approved', providerStatus: 'MANUAL', result: '退款成功' })
    expect(paid.steps.map((s) => s.action)).toEqual(['refund.create', 'refund.manualPayout'])
    expect(paid.steps[1].summaryParams).toMatchObject({ reference: 'ICBC-R-1' })
    expectRefusal(await manual(refund.id), 'REFUND_STATE')
    expect((await orderRow(t, order.id)).status).toBe('paid')
    expect(await seatsLeft(t.db, goods.classId!)).toBe(1)

    const rest = expectOk<AdminOrderDetail>(await callApiRaw(api.app, startRefundAdmin, {
      params: { id: order.id }, body: { amountFen: 15_000, reasonKind: 'class_cancelled' }, token: finance.token
    })).refunds.at(-1)!
    expectOk(await manual(rest.id, finance.token, 'ICBC-R-2'))
    expect((await orderRow(t, order.id)).status).toBe('refunded')
    expect(await heldGoods(order.id)).toEqual([])
    expect(await seatsLeft(t.db, goods.classId!)).toBe(2)
  })

  it('a provider-paid order cannot be marked paid out by hand', async () => {
    const buyer = await learner()
    const order = await placeOrder(api, buyer.appToken, await seedGoods(t.db, { priceFen: 20_000 }))
    await sandboxPay(api, buyer.appToken, order.id)
    const refund = expectOk<AdminOrderDetail>(await callApiRaw(api.app, startRefundAdmin, {
      params: { id: order.id }, body: { amountFen: 100, reasonKind: 'goodwill' }, token: finance.token
    })).refunds.at(-1)!
    expectRefusal(await callApiRaw(api.app, manualPayoutRefund, {
      params: { id: refund.id }, body: { reference: 'X' }, token: finance.token
    }), 'REFUND_NOT_OFFLINE')
  })
})

describe('roles', () => {
  it('admin and finance record offline orders; content staff and learners are refused', async () => {
    const buyer = await learner()
    const goods = await seedGoods(t.db)
    const content = await t.createUser({ roles: ['content'] })
    expect((await record(await input(goods, buyer.phone), content.token)).statusCode).toBe(403)
    expect((await record(await input(goods, buyer.phone), buyer.appToken)).statusCode).toBe(403)
    expect((await callApiRaw(api.app, createOfflineOrder, { body: await input(goods, buyer.phone) })).statusCode).toBe(401)
    const admin = await t.createUser({ roles: ['admin'] })
    expect(expectOk<AdminOrderDetail>(await record(await input(goods, buyer.phone, { amountFen: 19_900, proofPath: await uploadProof(admin.token) }), admin.token)).status).toBe('paid')
  })
})

// A proof may be a photo of the transfer slip as well as a PDF.
it('accepts an image as proof', async () => {
  const buyer = await learner()
  const { payload, headers } = fileUpload(PNG_1PX)
  const path = expectOk<UploadResult>(await callApiRaw(api.app, uploadFile, { query: { kind: 'file' }, body: payload, headers, token: finance.token })).path
  const order = expectOk<AdminOrderDetail>(await record(await input(await seedGoods(t.db), buyer.phone, { amountFen: 19_900, proofPath: path })))
  expect(order.offlineReceipt!.proofPath).toMatch(/\.png$/)
})
