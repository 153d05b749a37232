// SQL for SMS codes. Sends for one phone (and one IP) are serialised with transaction-scoped advisory locks, so
// the cooldown and caps hold even when the same request arrives twice at once, on any number of API nodes.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { SmsScene } from '@contract/identity/constants'
import type { Db } from '../../../db'
import { smsCodes } from '../tables'

// Namespaces for pg_advisory_xact_lock(int, int); any constants, distinct from other lock users.
const PHONE_LOCK = 727_101
const IP_LOCK = 727_102

export type SmsCodeRow = typeof smsCodes.$inferSelect

/** Call inside a transaction; always phone first, then IP, so two sends can never wait on each other in a circle. */
export async function lockSendKeys(tx: Db, phone: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phone}))`)
  await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`)
}

export async function lastSentAt(tx: Db, phone: string): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  return row?.createdAt ?? null
}

export async function countSentSince(tx: Db, by: { phone: string } | { ip: string }, since: Date): Promise<number> {
  const who = 'phone' in by ? eq(smsCodes.phone, by.phone) : eq(smsCodes.ip, by.ip)
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(who, gte(smsCodes.createdAt, since)))
  return row?.n ?? 0
}

export async function insertCode(
  tx: Db,
  row: { phone: string; scene: SmsScene; codeHash: string; ip: string; createdAt: Date; expiresAt: Date }
): Promise<number> {
  const [inserted] = await tx.insert(smsCodes).values(row).returning({ id: smsCodes.id })
  return inserted.id
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id))
}

export async function deleteCodesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, before))
}

/** The newest code for the phone and scene, locked for this transaction; older ones never count. */
export async function latestCodeForUpdate(tx: Db, phone: string, scene: SmsScene): Promise<SmsCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update')
  return row
}

export async function addWrongAttempt(tx: Db, id: number): Promise<number> {
  const [row] = await tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ attempts: smsCodes.attempts })
  return row.attempts
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(tx: Db, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), sql`${smsCodes.consumedAt} is null`))
    .returning({ id: smsCodes.id })
  return rows.length === 1
}
