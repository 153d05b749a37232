// Delivery tracking (pages/order/logistics): carrier, mail number and status entries, set by staff for orders that
// send something by post; the learner reads them.
import type { Logistics, logisticsAdminSchema } from '@contract/commerce/schemas'
import type { z } from 'zod'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { findOrderById, findOwnOrder } from '../order/repo'
import * as repo from './repo'

export function toLogistics(row: repo.LogisticsRow): Logistics {
  return { carrier: row.carrier, mailNo: row.mailNo, status: row.status, entries: row.entries }
}

export async function getLogistics(db: Db, userId: number, orderId: number): Promise<Logistics | null> {
  if (!(await findOwnOrder(db, userId, orderId))) throw userError('NOT_FOUND', '订单不存在')
  const row = await repo.findLogistics(db, orderId)
  return row ? toLogistics(row) : null
}

/** Statuses whose goods may be on their way: paid, and paid orders with a refund being decided. */
const SHIPPABLE = new Set(['paid', 'refunding'])

export async function setLogistics(db: Db, orderId: number, input: z.output<typeof logisticsAdminSchema>): Promise<Logistics> {
  const order = await findOrderById(db, orderId)
  if (!order) throw userError('NOT_FOUND', '订单不存在')
  if (!order.ships) throw userError('NOT_SHIPPED', '该订单无需邮寄')
  if (!SHIPPABLE.has(order.status)) throw userError('ORDER_NOT_PAID', '订单未支付，不能发货')
  return toLogistics(await repo.upsertLogistics(db, orderId, input))
}
