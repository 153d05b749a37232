// An item whose entitlement made a later bundle cheaper (the bundle deduction) cannot be refunded while that bundle
// is still held or still payable: otherwise the buyer gets the item's money back and keeps the item through the
// bundle for free. Refunding the bundle first (or cancelling its unpaid order) makes the item refundable again.
import { and, eq, isNull } from 'drizzle-orm'
import type { Order, Refund } from '@contract/commerce/schemas'
import { bundleItems, userGoods } from '../../../server/src/db/schema'
import type { TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { checkout, placeOrder, sandboxPay, startShop, type Api } from '../helpers/commerce/shop'
import { approveRefund, payoutRefund, rejectRefund } from '@contract/commerce/admin-endpoints'
import { cancelOrder, getOrder, getRefund, requestRefund } from '@contract/commerce/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let api: Api
let admin: { id: number; token: string }
const clock = testClock(Date.now())
beforeAll(async () => {
  ;({ t, api, admin } = await startShop(clock.now))
})
afterAll(() => t.close())

const CREDITED = /已在套餐.*中抵扣/
const ask = (token: string, orderId: number, amountFen: number) =>
  callApiRaw(api.app, requestRefund, { params: { id: orderId }, body: { reason: '不想学了', amountFen }, token })
/** Finance's two steps: approve, then pay out; answers the first refusal or the payout. */
async function approve(id: number) {
  const approved = await callApiRaw(api.app, approveRefund, { params: { id: id }, body: { note: '同意' }, token: admin.token })
  if (approved.json().status !== 1) return approved
  return callApiRaw(api.app, payoutRefund, { params: { id: id }, body: {}, token: admin.token })
}
const owned = async (userId: number, goodsId: number) =>
  (await t.db.select().from(userGoods).where(and(eq(userGoods.userId, userId), eq(userGoods.goodsId, goodsId), isNull(userGoods.revokedAt)))).length

/** An item of 100 yuan and a bundle of 250 yuan that contains it and one more course. */
async function catalog(): Promise<{ item: SeededGoods; bundle: SeededGoods }> {
  const item = await seedGoods(t.db, { priceFen: 10_000, title: '体态评估' })
  const other = await seedGoods(t.db, { priceFen: 20_000 })
  const bundle = await seedGoods(t.db, { kind: 'bundle', priceFen: 25_000, title: '教练进阶套餐' })
  await t.db.insert(bundleItems).values([{ bundleId: bundle.id, goodsId: item.id }, { bundleId: bundle.id, goodsId: other.id, sort: 1 }])
  return { item, bundle }
}

async function buy(token: string, goods: SeededGoods): Promise<Order> {
  const order = await placeOrder(api, token, goods)
  await sandboxPay(api, token, order.id)
  return order
}

describe('refunding an item a later bundle deducted', () => {
  it('is refused to the learner, in full and in part, until the bundle is refunded in full', async () => {
    const user = await t.createUser()
    const { item, bundle } = await catalog()
    const itemOrder = await buy(user.token, item)
    const bundleOrder = await buy(user.token, bundle)
    expect(bundleOrder).toMatchObject({ bundleDeductionFen: 10_000, amountDueFen: 15_000 })

    expectRefusal(await ask(user.token, itemOrder.id, 10_000), 'REFUND_BUNDLE_CREDITED', CREDITED)
    expectRefusal(await ask(user.token, itemOrder.id, 5_000), 'REFUND_BUNDLE_CREDITED', CREDITED)
    expect(expectOk(await callApi(api.app, getOrder, { params: { id: itemOrder.id }, token: user.token })).status).toBe('paid')

    // The bundle goes back first; then the item is an ordinary refund, and the buyer keeps nothing.
    expectOk(await approve(expectOk<Refund>(await ask(user.token, bundleOrder.id, 15_000)).id))
    expectOk(await approve(expectOk<Refund>(await ask(user.token, itemOrder.id, 10_000)).id))
    expect(await owned(user.id, item.id)).toBe(0)
  })

  it('is refused on the admin path when the bundle was bought while the item refund was pending', async () => {
    const user = await t.createUser()
    const { item, bundle } = await catalog()
    const itemOrder = await buy(user.token, item)
    const refund = expectOk<Refund>(await ask(user.token, itemOrder.id, 10_000))
    const bundleOrder = await buy(user.token, bundle)
    expect(bundleOrder.bundleDeductionFen).toBe(10_000)

    expectRefusal(await approve(refund.id), 'REFUND_BUNDLE_CREDITED', CREDITED)
    expect(expectOk(await callApi(api.app, getRefund, { params: { id: itemOrder.id }, token: user.token }))!.status).toBe('pending')
    expect(await owned(user.id, item.id)).toBe(2)
    expectOk(await callApi(api.app, rejectRefund, { params: { id: refund.id }, body: { note: '已用于套餐抵扣' }, token: admin.token }))
  })

  it('is refused while an unpaid bundle order carries the deduction; cancelling that order lifts it', async () => {
    const user = await t.createUser()
    const { item, bundle } = await catalog()
    const itemOrder = await buy(user.token, item)
    const unpaidBundle = await placeOrder(api, user.token, bundle)
    expect(unpaidBundle.bundleDeductionFen).toBe(10_000)
    expectRefusal(await ask(user.token, itemOrder.id, 10_000), 'REFUND_BUNDLE_CREDITED', CREDITED)
    expectOk(await callApi(api.app, cancelOrder, { params: { id: unpaidBundle.id }, token: user.token }))
    expectOk(await ask(user.token, itemOrder.id, 10_000))
  })

  it('does not touch refunds of orders no bundle deducted', async () => {
    const user = await t.createUser()
    const { item, bundle } = await catalog()
    const bundleOrder = await buy(user.token, bundle)
    expect(bundleOrder.bundleDeductionFen).toBe(0)
    // The bundle's item is held through the bundle and not sold again; a course outside the bundle is.
    expect((await checkout(api, user.token, item)).json().code).toBe('ALREADY_PURCHASED')
    const single = await seedGoods(t.db, { priceFen: 10_000 })
    const singleOrder = await buy(user.token, single)
    expectOk(await approve(expectOk<Refund>(await ask(user.token, singleOrder.id, 10_000)).id))
    expect(await owned(user.id, single.id)).toBe(0)
    expect(await owned(user.id, item.id)).toBe(1)
  })
})
