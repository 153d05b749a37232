// SQL of the salesperson's leads: every statement has the owner in its WHERE beside the id, so another
// salesperson's lead reads as missing.
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { LeadStatus } from '@contract/sales/constants'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { salesLeadNotes, salesLeads } from '../tables'

export type LeadRow = typeof salesLeads.$inferSelect
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
const own = (ownerId: number, id: number) => and(eq(salesLeads.id, id), eq(salesLeads.ownerId, ownerId))

export async function listLeads(db: Db, ownerId: number, filter: { status?: LeadStatus; keyword?: string }, page: PageQueryInput, now: Date) {
  const kw = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined
  const where = and(
    eq(salesLeads.ownerId, ownerId),
    filter.status ? eq(salesLeads.status, filter.status) : undefined,
    kw ? or(ilike(salesLeads.name, kw), ilike(salesLeads.phone, kw)) : undefined
  )
  // Open leads with a follow-up due come first, the most overdue first; then the latest changed.
  const due = sql`case when ${salesLeads.status} not in ('converted', 'lost') and ${salesLeads.nextFollowAt} <= ${now.toISOString()}::timestamptz then 0 else 1 end`
  const [rows, [total]] = await Promise.all([
    db.select().from(salesLeads).where(where)
      .orderBy(asc(due), asc(salesLeads.nextFollowAt), desc(salesLeads.updatedAt), desc(salesLeads.id))
      .offset(offsetOf(page)).limit(page.size),
    db.select({ n: count() }).from(salesLeads).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findLead(db: Db, ownerId: number, id: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(salesLeads).where(own(ownerId, id)).limit(1)
  return row
}

/** Inserts unless the phone is a lead already (anyone's); undefined then. */
export async function insertLead(db: Db, values: typeof salesLeads.$inferInsert): Promise<LeadRow | undefined> {
  const [row] = await db.insert(salesLeads).values(values).onConflictDoNothing({ target: salesLeads.phone }).returning()
  return row
}

export async function phoneTaken(db: Db, phone: string, exceptId: number): Promise<boolean> {
  const [row] = await db.select({ id: salesLeads.id }).from(salesLeads).where(eq(salesLeads.phone, phone)).limit(1)
  return row !== undefined && row.id !== exceptId
}

export async function updateLead(db: Db, ownerId: number, id: number, values: Partial<typeof salesLeads.$inferInsert>) {
  const [row] = await db.update(salesLeads).set(values).where(own(ownerId, id)).returning()
  return row
}

export async function notesOf(db: Db, leadId: number) {
  return db.select().from(salesLeadNotes).where(eq(salesLeadNotes.leadId, leadId)).orderBy(desc(salesLeadNotes.createdAt), desc(salesLeadNotes.id))
}

export async function insertNote(db: Db, values: typeof salesLeadNotes.$inferInsert) {
  await db.insert(salesLeadNotes).values(values)
}
