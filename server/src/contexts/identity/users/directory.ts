// Who a row belongs to, for other contexts' back-office lists: the users' phone and name as a subquery the caller
// joins (one SQL statement, filterable by phone), and two lookups, so the users table stays identity's.
import { eq, inArray } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../../db'
import { users } from '../tables'

/** The users as `people` (id, phone, name): join it on the row's user id. Built without a connection, so a repo can
 * name its columns at module level; it renders inside whichever query joins it. */
export const people = new QueryBuilder().select({ id: users.id, phone: users.phone, name: users.name }).from(users).as('people')

/** The accounts behind these phone numbers (those that exist). */
export async function usersByPhones(db: Db, phones: string[]): Promise<Array<{ id: number; phone: string }>> {
  if (phones.length === 0) return []
  return db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones))
}

/** One user's id, phone and name, or undefined. */
export async function userBrief(db: Db, id: number): Promise<{ id: number; phone: string; name: string } | undefined> {
  const [row] = await db.select({ id: users.id, phone: users.phone, name: users.name }).from(users).where(eq(users.id, id)).limit(1)
  return row
}
