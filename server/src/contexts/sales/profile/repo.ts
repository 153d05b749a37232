// A salesperson's row (code, own rate) and the company's rules. The row is made on first use, so a user granted the
// sales role needs no set-up; the code is random and unique (a retry on the rare clash).
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { salesPeople, salesRules } from '../tables'

export const DEFAULT_RULES = { defaultRateBp: 500, leadWindowDays: 90 }
// No 0/O/1/I: a code read aloud or typed from a poster stays unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8

export function newSalesCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}

export type SalesPersonRow = typeof salesPeople.$inferSelect

export async function ensureSalesPerson(db: Db, userId: number): Promise<SalesPersonRow> {
  for (let i = 0; i < 5; i++) {
    const [existing] = await db.select().from(salesPeople).where(eq(salesPeople.userId, userId)).limit(1)
    if (existing) return existing
    await db.insert(salesPeople).values({ userId, code: newSalesCode() }).onConflictDoNothing()
  }
  throw new Error('could not give the salesperson a free code')
}

/** Locks the salesperson's row until the transaction ends: withdrawals of one person are counted one at a time. */
export async function lockSalesPerson(tx: Db, userId: number): Promise<void> {
  await ensureSalesPerson(tx, userId)
  await tx.select({ id: salesPeople.userId }).from(salesPeople).where(eq(salesPeople.userId, userId)).for('update')
}

export async function readRules(db: Db): Promise<typeof DEFAULT_RULES> {
  const [row] = await db.select().from(salesRules).where(eq(salesRules.id, 1)).limit(1)
  return row ? { defaultRateBp: row.defaultRateBp, leadWindowDays: row.leadWindowDays } : DEFAULT_RULES
}

export async function writeRules(tx: Db, rules: typeof DEFAULT_RULES, now: Date): Promise<void> {
  await tx.insert(salesRules).values({ id: 1, ...rules, updatedAt: now })
    .onConflictDoUpdate({ target: salesRules.id, set: { ...rules, updatedAt: now } })
}

export async function setRate(tx: Db, userId: number, rateBp: number | null): Promise<void> {
  await ensureSalesPerson(tx, userId)
  await tx.update(salesPeople).set({ rateBp }).where(eq(salesPeople.userId, userId))
}

/** The rate that applies to a salesperson: their own, else the default. */
export function effectiveRate(person: { rateBp: number | null }, rules: typeof DEFAULT_RULES): number {
  return person.rateBp ?? rules.defaultRateBp
}
