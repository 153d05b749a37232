// Calls of the checkout journey for the commerce API tests: place an order for seeded goods, pay it through the
// sandbox, look at the points ledger. Built on the account tests' caller (each request from its own client IP).
import crypto from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { eq } from 'drizzle-orm'
import type { Order } from '@contract/commerce/schemas'
import { orders, pointsLedger } from '../../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../test-app'
import { caller, expectOk } from '../api'
import type { SeededGoods } from './fixtures'

export type Api = ReturnType<typeof caller>

export interface CheckoutExtra {
  clientRequestId?: string
  couponId?: number
  points?: number
  addressId?: number
  agreementIds?: number[]
  invoice?: object
}

export function checkoutBody(goods: SeededGoods, extra: CheckoutExtra = {}) {
  return {
    clientRequestId: extra.clientRequestId ?? crypto.randomUUID(),
    goodsId: goods.id,
    ...(goods.classId ? { classId: goods.classId } : {}),
    ...(goods.examSessionId ? { examSessionId: goods.examSessionId } : {}),
    ...(extra.couponId ? { couponId: extra.couponId } : {}),
    points: extra.points ?? 0,
    ...(extra.addressId ? { addressId: extra.addressId } : {}),
    agreementIds: extra.agreementIds ?? goods.agreementIds,
    ...(extra.invoice ? { invoice: extra.invoice } : {})
  }
}

export function checkout(api: Api, token: string, goods: SeededGoods, extra: CheckoutExtra = {}): Promise<LightMyRequestResponse> {
  return api.post('/api/order', checkoutBody(goods, extra), { token })
}

export async function placeOrder(api: Api, token: string, goods: SeededGoods, extra: CheckoutExtra = {}): Promise<Order> {
  return expectOk<Order>(await checkout(api, token, goods, extra))
}

/** Pays an order through the sandbox exactly as the pay page does: start, then confirm with the token. */
export async function sandboxPay(api: Api, token: string, orderId: number) {
  const start = expectOk<{ method: string; sandboxToken: string }>(await api.post(`/api/order/${orderId}/pay`, { channel: 'sandbox' }, { token }))
  return expectOk<{ status: string; paidAt: string | null }>(
    await api.post('/api/pay/sandbox/confirm', { orderId, sandboxToken: start.sandboxToken }, { token })
  )
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id))
  return row
}

export async function ledgerOf(t: TestApp, userId: number) {
  const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id)
  return rows.map((r) => ({ change: r.change, reason: r.reason, orderNo: r.orderNo }))
}


/** A shop for after-sale tests: a test app on the given clock, an API caller and an admin who reviews and, holding
 * the finance role too (like the demo admin), pays refunds out. */
export async function startShop(now: () => Date): Promise<{ t: TestApp; api: Api; admin: { id: number; token: string } }> {
  const t = await createTestApp({}, { now })
  return { t, api: caller(t), admin: await t.createUser({ roles: ['admin', 'finance'] }) }
}
