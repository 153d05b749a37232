// SQL for saved calculations. Every statement on one calculation carries the owner in its WHERE next to the id
// (OWASP API1), so another user's row behaves exactly like a missing one.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { CalculationKind } from '@contract/tools/calculators'
import type { Db } from '../../../db'
import { calculations } from '../tables'

// Namespace for pg_advisory_xact_lock(int, int): (CALCULATION_LOCK, user id). Distinct from the address and SMS locks.
const CALCULATION_LOCK = 727_211

export type CalculationRow = typeof calculations.$inferSelect

const owned = (userId: number, id: number) => and(eq(calculations.id, id), eq(calculations.userId, userId))

/** Serialises a user's inserts on every API node, so the count check before an insert cannot be raced. */
export async function lockUserCalculations(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CALCULATION_LOCK}, ${userId})`)
}

function listFilter(userId: number, kind?: CalculationKind): SQL | undefined {
  return kind ? and(eq(calculations.userId, userId), eq(calculations.kind, kind)) : eq(calculations.userId, userId)
}

export async function countCalculations(db: Db, userId: number, kind?: CalculationKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(calculations).where(listFilter(userId, kind))
  return row?.n ?? 0
}

/** Last changed first; the id breaks ties so pages never overlap. */
export function listCalculations(db: Db, userId: number, kind: CalculationKind | undefined, offset: number, limit: number) {
  return db
    .select()
    .from(calculations)
    .where(listFilter(userId, kind))
    .orderBy(desc(calculations.updatedAt), desc(calculations.id))
    .offset(offset)
    .limit(limit)
}

export async function findCalculation(db: Db, userId: number, id: number): Promise<CalculationRow | undefined> {
  const [row] = await db.select().from(calculations).where(owned(userId, id)).limit(1)
  return row
}

export async function findShared(db: Db, shareCode: string): Promise<CalculationRow | undefined> {
  const [row] = await db.select().from(calculations).where(eq(calculations.shareCode, shareCode)).limit(1)
  return row
}

export async function insertCalculation(
  tx: Db,
  userId: number,
  values: { kind: CalculationKind; name: string; inputs: unknown }
): Promise<CalculationRow> {
  const [row] = await tx.insert(calculations).values({ userId, ...values }).returning()
  return row
}

export async function updateCalculation(
  db: Db,
  userId: number,
  id: number,
  values: { name?: string; inputs?: unknown }
): Promise<CalculationRow | undefined> {
  const [row] = await db
    .update(calculations)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning()
  return row
}

export async function deleteCalculation(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(calculations).where(owned(userId, id)).returning({ id: calculations.id })
  return rows.length > 0
}

/** Sets the share code only when none is set yet, so two parallel shares agree on one code. */
export async function setShareCode(db: Db, userId: number, id: number, code: string): Promise<CalculationRow | undefined> {
  const [row] = await db
    .update(calculations)
    // Sharing is not an edit: keep updated_at (the schema's $onUpdate would move it) so the list order stays.
    .set({ shareCode: code, updatedAt: sql`${calculations.updatedAt}` })
    .where(and(owned(userId, id), isNull(calculations.shareCode)))
    .returning()
  return row
}
