// Users' display names as a subquery another context joins (a teacher's list of learners' answers), so the users
// table stays identity's while the list stays one SQL statement. The phone is masked: staff lists show who, not how
// to reach them.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { users } from '../tables'

export function userNameRows(db: Db) {
  return db
    .select({
      id: users.id,
      displayName: sql<string>`coalesce(nullif(${users.name}, ''), overlay(${users.phone} placing '****' from 4 for 4))`.as('display_name')
    })
    .from(users)
    .as('user_names')
}
