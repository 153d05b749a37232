// The agreed share in effect on a day: the latest one that started on or before it.
import { and, desc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../../db'
import { settlementShares } from '../tables'

export async function shareOn(db: Db, orgId: number, day: string): Promise<number | null> {
  const [row] = await db.select({ bp: settlementShares.shareBp }).from(settlementShares)
    .where(and(eq(settlementShares.orgId, orgId), lte(settlementShares.validFrom, day)))
    .orderBy(desc(settlementShares.validFrom)).limit(1)
  return row?.bp ?? null
}

/** The organisation's part of a net amount, rounded half away from zero (a negative net is owed back). */
export function shareOf(netFen: number, bp: number): number {
  return Math.sign(netFen) * Math.round((Math.abs(netFen) * bp) / 10000)
}
