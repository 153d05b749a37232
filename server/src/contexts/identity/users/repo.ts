// SQL for users and their roles.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Role } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { preparedQuery } from '../../../db/prepared'
import { userRoles, users } from '../tables'

export type UserRow = typeof users.$inferSelect

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
  return row
}

/**
 * The roles stored for a user (learner is implicit and usually not stored). Read by every signed-in request (the
 * session's user): prepared once per handle (db/prepared.ts).
 */
const rolesStatement = preparedQuery((db: Db) =>
  db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, sql.placeholder('userId')))
    .orderBy(asc(userRoles.role))
    .prepare('identity_user_roles')
)

export async function findRoles(db: Db, userId: number): Promise<Role[]> {
  const rows = await rolesStatement(db).execute({ userId })
  return rows.map((r) => r.role)
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  return row?.n ?? 0
}

/** Inserts the user unless the phone exists; returns the existing or new row either way. */
export async function upsertUserByPhone(
  db: Db,
  input: { phone: string; name: string; passwordHash?: string | null }
): Promise<UserRow> {
  await db.insert(users).values(input).onConflictDoNothing({ target: users.phone })
  const row = await findUserByPhone(db, input.phone)
  if (!row) throw new Error(`user ${input.phone} vanished right after insert`)
  return row
}

export async function grantRoles(db: Db, userId: number, roles: readonly Role[]): Promise<void> {
  if (roles.length === 0) return
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing()
}

/** Finds the account for a phone, creating it when there is none (SMS and WeChat logins); safe under races. */
export async function findOrCreateUserByPhone(
  db: Db,
  input: { phone: string; name: string }
): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db.insert(users).values(input).onConflictDoNothing({ target: users.phone }).returning()
  if (inserted) return { user: inserted, created: true }
  const existing = await findUserByPhone(db, input.phone)
  if (!existing) throw new Error(`user ${input.phone} vanished right after insert`)
  return { user: existing, created: false }
}

/**
 * Stores a new password hash. With `onlyIfUnset` it is a conditional update (first password only), so two
 * "set" requests at once cannot both succeed. Returns whether a row changed.
 */
export async function setPasswordHash(db: Db, userId: number, hash: string, onlyIfUnset = false): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: hash })
    .where(and(eq(users.id, userId), onlyIfUnset ? isNull(users.passwordHash) : undefined))
    .returning({ id: users.id })
  return rows.length === 1
}

export async function updateUserPhone(db: Db, userId: number, phone: string): Promise<void> {
  await db.update(users).set({ phone }).where(eq(users.id, userId))
}

export async function updateUserNameAvatar(db: Db, userId: number, values: { name: string; avatar: string }): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId))
}

/** A new account's display name until the person fills in the profile: readable, and no full phone number. */
export function defaultNameFor(phone: string): string {
  return `用户${phone.slice(-4)}`
}
