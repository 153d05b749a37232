// SQL of the console's users area: the searchable list, one account with its profile, and the conditional
// updates behind roles and disabling. Role and token rows are written through the users and auth repos.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, max, sql, type SQL } from 'drizzle-orm'
import type { Role } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { anyContains } from '../../../db/filters'
import { authTokens, userProfiles, userRoles, users, wechatIdentities } from '../tables'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import type { UserRow } from '../users/repo'

export interface UserFilter {
  keyword?: string
  role?: Role
  disabled?: boolean
}


const hasRole = (role: Role) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`

function whereOf(filter: UserFilter): SQL | undefined {
  return and(
    filter.keyword ? anyContains(filter.keyword, [users.phone, users.name]) : undefined,
    // Everybody is a learner; as a filter it means "nothing but a learner" (no stored role).
    filter.role === 'learner'
      ? sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} <> 'learner')`
      : filter.role ? hasRole(filter.role) : undefined,
    filter.disabled === undefined ? undefined : filter.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt)
  )
}

export async function listUsers(db: Db, filter: UserFilter, page: PageQueryInput): Promise<{ rows: UserRow[]; total: number }> {
  const where = whereOf(filter)
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(users).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

/** The stored roles of each user, for one page of the list in one query. */
export async function rolesOf(db: Db, userIds: number[]): Promise<Map<number, Role[]>> {
  const byUser = new Map<number, Role[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byUser
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, userIds)).orderBy(asc(userRoles.role))
  for (const row of rows) byUser.get(row.userId)?.push(row.role)
  return byUser
}

export type ProfileRow = typeof userProfiles.$inferSelect

export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1)
  return row
}

export async function isWechatBound(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(wechatIdentities).where(eq(wechatIdentities.userId, userId))
  return (row?.n ?? 0) > 0
}

export async function lastSessionAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: max(authTokens.createdAt) }).from(authTokens).where(eq(authTokens.userId, userId))
  return row?.at ?? null
}

/** The user row, locked until the transaction ends, so two role edits of one account apply one after the other. */
export async function lockUser(tx: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
  return row
}

export async function revokeRoles(tx: Db, userId: number, roles: readonly Role[]): Promise<void> {
  if (roles.length === 0) return
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...roles])))
}

/** Disables the account unless it already is; false when nothing changed. */
export async function markDisabled(tx: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await tx.update(users).set({ disabledAt: now })
    .where(and(eq(users.id, userId), isNull(users.disabledAt))).returning({ id: users.id })
  return rows.length === 1
}

/** Enables the account when it is disabled; false when nothing changed. */
export async function markEnabled(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.update(users).set({ disabledAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.disabledAt))).returning({ id: users.id })
  return rows.length === 1
}

/** Accounts created per China day (UTC+8, YYYY-MM-DD) in [from, to): the dashboard's new users. */
export async function newUsersByChinaDay(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char((${users.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
  const rows = await db.select({ day, n: count() }).from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to))).groupBy(day)
  return new Map(rows.map((row) => [row.day, row.n]))
}
