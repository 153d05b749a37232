// How many orders a converted lead brought its salesperson: the attributed orders whose buyer has the lead's phone.
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import type { Attributed } from '../attribution/repo'
import type { LeadRow } from './repo'

export async function countLeadOrders(db: Db, a: Attributed, ownerId: number, lead: LeadRow): Promise<number> {
  if (lead.status !== 'converted') return 0
  const [row] = await db.select({ n: count() }).from(a)
    .where(and(eq(a.salespersonId, ownerId), eq(a.via, 'lead'), eq(a.buyerPhone, lead.phone)))
  return row?.n ?? 0
}
