// SQL of the console's points area: the ledger across users, with whose each row is (identity's directory of
// users, joined as a subquery).
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { PointsReason } from '@contract/catalog/constants'
import type { Db } from '../../../db'
import { pointsLedger } from '../tables'
import { people } from '../../identity'
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
    db.select({ entry: pointsLedger, userPhone: people.phone, userName: people.name })
      .from(pointsLedger).innerJoin(people, eq(people.id, pointsLedger.userId))
      .where(where).orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(pointsLedger).where(where)
  ])
  return { rows, total: total?.n ?? 0 }
}

