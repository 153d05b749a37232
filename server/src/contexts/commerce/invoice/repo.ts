// SQL for invoices: one per order. The learner's reads go through the order (owner-scoped) or carry the owner.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { preparedQuery } from '../../../db/prepared'
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

/** Which of these orders of the user have an invoice. */
// Read by every page of the learner's orders: prepared once per handle (db/prepared.ts); the ids travel as one
// array literal ('{1,2,3}') so the text is the same whatever their count.
const invoicedStatement = preparedQuery((db: Db) =>
  db.select({ orderId: invoices.orderId }).from(invoices)
    .where(and(eq(invoices.userId, sql.placeholder('userId')), sql`${invoices.orderId} = any(${sql.placeholder('orderIds')}::int[])`))
    .prepare('commerce_invoiced_order_ids')
)

export async function invoicedOrderIds(db: Db, userId: number, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await invoicedStatement(db).execute({ userId, orderIds: `{${orderIds.map((id) => Math.trunc(id)).join(',')}}` })
  return new Set(rows.map((r) => r.orderId))
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
