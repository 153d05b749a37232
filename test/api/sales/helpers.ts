// Shared set-up of the sales API tests: a shop with a salesperson, learners who buy through the sandbox, and the
// one way a refund's money is recorded as returned (the refund row paid out, the order refunded).
import { eq } from 'drizzle-orm'
import { createOrder } from '@contract/commerce/endpoints'
import type { Role } from '@contract/identity/shapes'
import { getSalesProfile } from '@contract/sales/endpoints'
import { orders, refunds } from '../../../server/src/db/schema'
import { caller, expectOk, freshPhone } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { seedGoods, type SeededGoods } from '../helpers/commerce/fixtures'
import { checkoutBody, sandboxPay, type CheckoutExtra } from '../helpers/commerce/shop'
import type { TestApp } from '../helpers/test-app'

export interface Person { id: number; token: string; phone: string }

export async function person(t: TestApp, roles: Role[] = []): Promise<Person> {
  const phone = freshPhone()
  const user = await t.createUser({ roles, phone, name: '' })
  return { ...user, phone }
}

export async function salesCodeOf(t: TestApp, token: string): Promise<string> {
  return expectOk(await callApi(t.app, getSalesProfile, { token })).code
}

/** A paid order of new goods at the price, placed with the checkout extras (sales code, coupon). */
export async function paidOrder(t: TestApp, buyer: Person, priceFen: number, extra: CheckoutExtra & { salesCode?: string } = {}) {
  const goods: SeededGoods = await seedGoods(t.db, { priceFen })
  const api = caller(t)
  const { salesCode, ...rest } = extra
  const body = { ...checkoutBody(goods, rest), ...(salesCode ? { salesCode } : {}) }
  const order = expectOk(await callApi(t.app, createOrder, { body, token: buyer.token }))
  await sandboxPay(api, buyer.token, order.id)
  return order
}

/** The refund paid out: what the refund flow leaves behind once the money is back with the buyer. */
export async function refundPaid(t: TestApp, orderId: number, userId: number, amountFen: number, full: boolean) {
  await t.db.insert(refunds).values({ orderId, userId, outRefundNo: `R${orderId}${Date.now()}`, amountFen, reason: '测试', status: 'approved', paidAt: new Date() })
  if (full) await t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId))
}
