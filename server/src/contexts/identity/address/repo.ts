// SQL for addresses. Every statement carries the owner in its WHERE next to the id (OWASP API1). Writes that can
// move the default run after lockUserAddresses, which serialises them per user on every API node.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { addresses } from '../tables'

// Namespace for pg_advisory_xact_lock(int, int): (ADDRESS_LOCK, user id). Distinct from the SMS locks.
const ADDRESS_LOCK = 727_201

export type AddressRow = typeof addresses.$inferSelect
export type AddressValues = Pick<AddressRow, 'recipient' | 'phone' | 'regionCode' | 'province' | 'city' | 'district' | 'detail'>

export async function lockUserAddresses(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, ${userId})`)
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId))
  return row?.n ?? 0
}

export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1)
  return row
}

/** Default first, then newest. */
export async function listAddresses(db: Db, userId: number, offset: number, limit: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .offset(offset)
    .limit(limit)
}

export async function newestAddress(db: Db, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1)
  return row
}

export async function insertAddress(tx: Db, userId: number, values: AddressValues & { isDefault: boolean }): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ userId, ...values })
    .returning()
  return row
}

export async function updateAddress(
  tx: Db,
  userId: number,
  id: number,
  values: AddressValues & { isDefault: boolean }
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  return row
}

export async function clearDefault(tx: Db, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
}

export async function markDefault(tx: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  return row
}

export async function deleteAddress(tx: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  return row
}
