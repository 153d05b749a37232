// SQL of offline receipts: one per order paid by bank transfer.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { offlineReceipts } from '../tables'

export type OfflineReceiptRow = typeof offlineReceipts.$inferSelect

export async function insertReceipt(tx: Db, values: typeof offlineReceipts.$inferInsert): Promise<OfflineReceiptRow> {
  const [row] = await tx.insert(offlineReceipts).values(values).returning()
  return row
}

export async function receiptOfOrder(db: Db, orderId: number): Promise<OfflineReceiptRow | undefined> {
  const [row] = await db.select().from(offlineReceipts).where(eq(offlineReceipts.orderId, orderId)).limit(1)
  return row
}
