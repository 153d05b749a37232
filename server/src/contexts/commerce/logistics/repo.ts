// SQL for an order's delivery tracking (one row per order, replaced by staff as the parcel moves).
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { orderLogistics } from '../tables'

export type LogisticsRow = typeof orderLogistics.$inferSelect
export type LogisticsValues = Pick<LogisticsRow, 'carrier' | 'mailNo' | 'status' | 'entries'>

export async function findLogistics(db: Db, orderId: number): Promise<LogisticsRow | undefined> {
  const [row] = await db.select().from(orderLogistics).where(eq(orderLogistics.orderId, orderId)).limit(1)
  return row
}

export async function upsertLogistics(db: Db, orderId: number, values: LogisticsValues): Promise<LogisticsRow> {
  const [row] = await db
    .insert(orderLogistics)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: orderLogistics.orderId, set: { ...values, updatedAt: new Date() } })
    .returning()
  return row
}
