// The signed-in user as the app sees it (types/identity/shapes.ts CurrentUser), built in one place.
import { ROLES, type CurrentUser, type Role } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { findRoles, type UserRow } from './repo'

/** Every user is a learner; stored roles add to that. Returned in ROLES order so answers are stable. */
export function effectiveRoles(stored: readonly Role[]): Role[] {
  const set = new Set<Role>(['learner', ...stored])
  return ROLES.filter((r) => set.has(r))
}

/** The user's fields a CurrentUser is built from. */
export type CurrentUserFields = Pick<UserRow, 'id' | 'phone' | 'name' | 'avatar' | 'passwordHash'>

export function toCurrentUser(user: CurrentUserFields, storedRoles: readonly Role[]): CurrentUser {
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    avatar: user.avatar,
    roles: effectiveRoles(storedRoles),
    hasPassword: user.passwordHash !== null
  }
}

export async function loadCurrentUser(db: Db, user: UserRow): Promise<CurrentUser> {
  return toCurrentUser(user, await findRoles(db, user.id))
}
