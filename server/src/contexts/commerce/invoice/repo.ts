// SQL for invoices: one per order. The learner's reads go through the order (owner-scoped) or carry the owner.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { invoices } from '../tables'

export type InvoiceRow = typeof invoices.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert

/** Undefined when the order already has one. */
export async function insertInvoice(tx: Db, values: NewInvoice): Promise<InvoiceRow | undefined> {
  const [row] = await tx.insert(invoices).values(values).onConflictDoNothing({ target: invoices.orderId }).returning()
  return row
}

/** The invoice shows what was paid; set when the order becomes paid (requests made at checkout start at 0). */
export async function setInvoiceAmount(tx: Db, orderId: number, amountFen: number): Promise<void> {
  await tx.update(invoices).set({ amountFen }).where(eq(invoices.orderId, orderId))
}

export async function findOwnInvoiceByOrder(db: Db, userId: number, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.userId, userId)))
    .limit(1)
  return row
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1)
  return row
}

export type InvoiceAdminValues = Partial<Pick<InvoiceRow, 'invoiceNo' | 'invoiceDate' | 'mailStatus' | 'mailNo'>>

export async function updateInvoiceAdmin(db: Db, id: number, values: InvoiceAdminValues): Promise<InvoiceRow | undefined> {
  const [row] = await db.update(invoices).set(values).where(eq(invoices.id, id)).returning()
  return row
}
