// Whose organisation: every staff read puts the caller's organisation in its WHERE through this subquery, so
// another organisation's class or statement is simply not found.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { settlementOrgMembers } from '../tables'

export function orgIdsOf(db: Db, userId: number) {
  return db.select({ orgId: settlementOrgMembers.orgId }).from(settlementOrgMembers).where(eq(settlementOrgMembers.userId, userId))
}
