// A salesperson's money: earned commission (attribution at their rate) and the balance, which is earned minus every
// withdrawal not rejected (asked for, approved or paid), so money asked for cannot be asked for twice.
import { and, eq, ne, sql } from 'drizzle-orm'
import type { SalesProfile } from '@contract/sales/shapes'
import type { Db } from '../../../db'
import { allOf } from '../../../db/parallel'
import { earnedFen } from '../attribution/repo'
import { effectiveRate, ensureSalesPerson, readRules } from '../profile/repo'
import { salesWithdrawals } from '../tables'

export async function withdrawnFen(db: Db, salespersonId: number): Promise<number> {
  const [row] = await db.select({ fen: sql<number>`coalesce(sum(${salesWithdrawals.amountFen}), 0)`.mapWith(Number) })
    .from(salesWithdrawals)
    .where(and(eq(salesWithdrawals.salespersonId, salespersonId), ne(salesWithdrawals.status, 'rejected')))
  return row?.fen ?? 0
}

export async function profileOf(db: Db, userId: number): Promise<SalesProfile> {
  const [person, rules] = await allOf(db, () => ensureSalesPerson(db, userId), () => readRules(db))
  const rateBp = effectiveRate(person, rules)
  const [earned, withdrawn] = await allOf(db, () => earnedFen(db, userId, rateBp, rules.leadWindowDays), () => withdrawnFen(db, userId))
  return { code: person.code, rateBp, earnedFen: earned, balanceFen: earned - withdrawn }
}
