// Users as another context shows them beside its rows (a trainer's clients, a shared plan's owner): a subquery to
// join, so the users table stays identity's while the list stays one SQL statement.
import type { Db } from '../../../db'
import { users } from '../tables'

/** `alias` tells two joins of it apart in one statement (a plan's owner and its reporter). */
export function userCards(db: Db, alias = 'user_cards') {
  return db.select({ id: users.id, name: users.name, avatar: users.avatar, phone: users.phone }).from(users).as(alias)
}
