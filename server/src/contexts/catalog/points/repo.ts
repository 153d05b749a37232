// SQL for points. The balance changes only through the conditional UPDATEs below (plus the CHECK balance >= 0),
// so no interleaving of requests can spend more than there is or drive it negative.
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { PointsReason } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { pointsAccounts, pointsLedger } from '../tables'

export type AccountRow = typeof pointsAccounts.$inferSelect
export type LedgerRow = typeof pointsLedger.$inferSelect

export async function findAccount(db: Db, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).limit(1)
  return row
}

/** The account row, locked until the transaction ends (created empty first when missing). */
export async function lockAccount(tx: Db, userId: number): Promise<AccountRow> {
  await tx.insert(pointsAccounts).values({ userId }).onConflictDoNothing({ target: pointsAccounts.userId })
  const [row] = await tx.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for('update')
  return row
}

export async function listLedger(db: Db, userId: number, page: { offset: number; limit: number }) {
  const where = eq(pointsLedger.userId, userId)
  const [rows, [count]] = await Promise.all([
    db.select().from(pointsLedger).where(where).orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(pointsLedger).where(where)
  ])
  return { rows, total: count?.n ?? 0 }
}

export interface LedgerEntry {
  userId: number
  change: number
  reason: PointsReason
  note: string
  orderNo: string | null
  forgiven?: number
}

/**
 * Adds a ledger row. Purchase and redemption rows are once per order (partial unique index): returns false when
 * the order already has one, so a replay changes nothing.
 */
export async function insertLedgerOnce(tx: Db, entry: LedgerEntry): Promise<boolean> {
  const rows = await tx.insert(pointsLedger).values(entry).onConflictDoNothing().returning({ id: pointsLedger.id })
  return rows.length === 1
}

/** balance - n, only when the balance covers it. False when it does not (nothing changed). */
export async function debit(tx: Db, userId: number, points: number): Promise<boolean> {
  const rows = await tx
    .update(pointsAccounts)
    .set({ balance: sql`${pointsAccounts.balance} - ${points}`, totalRedeemed: sql`${pointsAccounts.totalRedeemed} + ${points}` })
    .where(and(eq(pointsAccounts.userId, userId), gte(pointsAccounts.balance, points)))
    .returning({ userId: pointsAccounts.userId })
  return rows.length === 1
}

/** Adds earned (or manually added) points to the balance and to total earned, creating the account if needed. */
export async function creditEarned(tx: Db, userId: number, points: number): Promise<void> {
  await tx
    .insert(pointsAccounts)
    .values({ userId, balance: points, totalEarned: points })
    .onConflictDoUpdate({
      target: pointsAccounts.userId,
      set: { balance: sql`${pointsAccounts.balance} + ${points}`, totalEarned: sql`${pointsAccounts.totalEarned} + ${points}` }
    })
}

/** Gives spent points back: the balance grows and they no longer count as redeemed. */
export async function creditReturned(tx: Db, userId: number, points: number): Promise<void> {
  await tx
    .update(pointsAccounts)
    .set({
      balance: sql`${pointsAccounts.balance} + ${points}`,
      totalRedeemed: sql`greatest(${pointsAccounts.totalRedeemed} - ${points}, 0)`
    })
    .where(eq(pointsAccounts.userId, userId))
}

/** Takes back earned points (the caller holds the row lock and never asks for more than the balance). */
export async function debitEarned(tx: Db, userId: number, points: number): Promise<boolean> {
  const rows = await tx
    .update(pointsAccounts)
    .set({
      balance: sql`${pointsAccounts.balance} - ${points}`,
      totalEarned: sql`greatest(${pointsAccounts.totalEarned} - ${points}, 0)`
    })
    .where(and(eq(pointsAccounts.userId, userId), gte(pointsAccounts.balance, points)))
    .returning({ userId: pointsAccounts.userId })
  return rows.length === 1
}

/** Sums of an order's rows: earned (purchase), spent (redemption), returned (+refund), reversed incl. forgiven. */
export async function orderTotals(tx: Db, userId: number, orderNo: string) {
  const [row] = await tx
    .select({
      earned: sql<number>`coalesce(sum(change) filter (where reason = 'purchase'), 0)::int`,
      spent: sql<number>`coalesce(-sum(change) filter (where reason = 'redemption'), 0)::int`,
      returned: sql<number>`coalesce(sum(change) filter (where reason = 'refund' and change > 0), 0)::int`,
      reversed: sql<number>`coalesce(sum(forgiven - change) filter (where reason = 'refund' and change <= 0), 0)::int`
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.orderNo, orderNo)))
  return row
}
