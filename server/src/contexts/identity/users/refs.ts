// People as other contexts show them (a teacher beside a session, a learner in a roster): a subquery to join, so
// the users table stays identity's while the caller's list stays one statement.
import { and, eq, inArray } from 'drizzle-orm'
import type { Role } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { userProfiles, userRoles, users } from '../tables'

export function userRows(db: Db, alias = 'people') {
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar, phone: users.phone })
    .from(users)
    .as(alias)
}

/** Which of the ids hold the role (e.g. the teachers chosen for a class are teachers). */
export async function idsWithRole(db: Db, ids: number[], role: Role): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.select({ id: userRoles.userId }).from(userRoles)
    .where(and(inArray(userRoles.userId, ids), eq(userRoles.role, role)))
  return rows.map((r) => r.id)
}

/** A user's gender from their profile ('' when not filled in): the learner record teachers see (classroom). */
export async function genderOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ gender: userProfiles.gender }).from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1)
  return row?.gender ?? ''
}

/** The holders of a role with their name and phone, as a subquery (the back office's list of salespeople). */
export function usersWithRole(db: Db, role: Role, alias = 'role_holders') {
  return db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, role)))
    .as(alias)
}
