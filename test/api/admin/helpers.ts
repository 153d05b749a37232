// Shared set-up of the back office's commerce API tests: a shop, operators of each role, a learner's paid order,
// and the audit rows of a resource.
import type { LightMyRequestResponse } from 'fastify'
import type { AuditEntry } from '@contract/admin'
import type { Order } from '@contract/commerce/schemas'
import type { TestApp } from '../helpers/test-app'
import { expectOk } from '../helpers/api'
import { addAddress, seedGoods, type GoodsOptions } from '../helpers/commerce/fixtures'
import { placeOrder, sandboxPay, startShop, type Api } from '../helpers/commerce/shop'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { callApiRaw } from '../helpers/contract'

export interface Operators {
  /** admin + finance, like the demo admin. */
  admin: { id: number; token: string }
  /** admin without finance: reviews refunds but can't pay them out. */
  adminOnly: { id: number; token: string }
  finance: { id: number; token: string }
  content: { id: number; token: string }
  learner: { id: number; token: string }
}

export async function startBackOffice(now: () => Date): Promise<{ t: TestApp; api: Api; ops: Operators }> {
  const { t, api, admin } = await startShop(now)
  const ops: Operators = {
    admin,
    adminOnly: await t.createUser({ roles: ['admin'], name: '只有管理员' }),
    finance: await t.createUser({ roles: ['finance'], name: '财务小王' }),
    content: await t.createUser({ roles: ['content'] }),
    learner: await t.createUser()
  }
  return { t, api, ops }
}

/** A learner's paid order (sandbox), optionally of goods that ship (with an address) or with an invoice asked for. */
export async function paidOrder(t: TestApp, api: Api, goods: GoodsOptions = {}, extra: { invoice?: object } = {}) {
  const user = await t.createUser({ name: '学员甲' })
  const seeded = await seedGoods(t.db, { priceFen: 20_000, ...goods })
  const addressId = goods.ships ? await addAddress(t.db, user.id) : undefined
  const order = await placeOrder(api, user.token, seeded, { addressId, invoice: extra.invoice })
  await sandboxPay(api, user.token, order.id)
  return { user, order: order as Order }
}

export async function auditOf(api: Api, token: string, resource: string, resourceId: number): Promise<AuditEntry[]> {
  const res = await callApiRaw(api.app, listAuditLog, { query: { resource: resource, resourceId: resourceId, size: 50 }, token })
  return expectOk<{ list: AuditEntry[] }>(res).list.reverse()
}

/** Answers of a call made as nobody, a learner and an operator outside the area. */
export async function statusCodes(call: (token?: string) => Promise<LightMyRequestResponse>, tokens: (string | undefined)[]) {
  return Promise.all(tokens.map(async (token) => (await call(token)).statusCode))
}
