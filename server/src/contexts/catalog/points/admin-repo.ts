// SQL of the console's points area: the ledger across users, with whose each row is. The catalog reads the users
// table straight from the schema here (points_ledger references it) for the phone and name only.
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { PointsReason } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { pointsLedger } from '../tables'
import { users } from '../../identity/tables'
import { offsetOf, type PageQueryInput } from '../../../http/query'

export interface LedgerFilter {
  userId?: number
  reason?: PointsReason
}

function whereOf(filter: LedgerFilter): SQL | undefined {
  return and(
    filter.userId ? eq(pointsLedger.userId, filter.userId) : undefined,
    filter.reason ? eq(pointsLedger.reason, filter.reason) : undefined
  )
}

export async function listAllLedger(db: Db, filter: LedgerFilter, page: PageQueryInput) {
  const where = whereOf(filter)
  const [rows, [total]] = await Promise.all([
    db.select({ entry: pointsLedger, userPhone: users.phone, userName: users.name })
      .from(pointsLedger).innerJoin(users, eq(users.id, pointsLedger.userId))
      .where(where).orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(pointsLedger).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findUserBrief(db: Db, userId: number): Promise<{ id: number; phone: string; name: string } | undefined> {
  const [row] = await db.select({ id: users.id, phone: users.phone, name: users.name }).from(users).where(eq(users.id, userId)).limit(1)
  return row
}
