// Calls of the checkout journey for the commerce API tests: place an order for seeded goods, pay it through the
// sandbox, look at the points ledger. Built on the account tests' caller (each request from its own client IP).
import crypto from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { eq } from 'drizzle-orm'
import type { InvoiceRequest, Order } from '@contract/commerce/schemas'
import { orders, pointsLedger } from '../../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../test-app'
import { caller, expectOk } from '../api'
import { callApi, callApiRaw } from '../contract'
import { confirmSandboxPayment, createOrder, startPayment } from '@contract/commerce/endpoints'
import type { SeededGoods } from './fixtures'

export type Api = ReturnType<typeof caller>

export interface CheckoutExtra {
  clientRequestId?: string
  couponId?: number
  points?: number
  addressId?: number
  agreementIds?: number[]
  /** Any object: tests of a refused invoice send malformed ones. */
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
    ...(extra.invoice ? { invoice: extra.invoice as InvoiceRequest } : {})
  }
}

export function checkout(api: Api, token: string, goods: SeededGoods, extra: CheckoutExtra = {}): Promise<LightMyRequestResponse> {
  return callApiRaw(api.app, createOrder, { body: checkoutBody(goods, extra), token })
}

export async function placeOrder(api: Api, token: string, goods: SeededGoods, extra: CheckoutExtra = {}): Promise<Order> {
  return expectOk<Order>(await checkout(api, token, goods, extra))
}

/** Pays an order through the sandbox exactly as the pay page does: start, then confirm with the token. */
export async function sandboxPay(api: Api, token: string, orderId: number) {
  const start = expectOk(await callApi(api.app, startPayment, { params: { id: orderId }, body: { channel: 'sandbox' }, token }))
  return expectOk(await callApi(api.app, confirmSandboxPayment, { body: { orderId, sandboxToken: start.sandboxToken as string }, token }))
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
