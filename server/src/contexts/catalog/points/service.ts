// The signed-in user's points: balance and totals (pages/mine/integral), and the ledger of changes.
import type { PointsEntry, PointsSummary } from '@contract/commerce'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import * as repo from './repo'

export async function getSummary(db: Db, userId: number): Promise<PointsSummary> {
  const account = await repo.findAccount(db, userId)
  return { balance: account?.balance ?? 0, totalEarned: account?.totalEarned ?? 0, totalRedeemed: account?.totalRedeemed ?? 0 }
}

function toEntry(row: repo.LedgerRow): PointsEntry {
  return {
    id: row.id,
    change: row.change,
    reason: row.reason,
    note: row.note,
    orderNo: row.orderNo,
    createdAt: row.createdAt.toISOString()
  }
}

export async function listLedger(db: Db, userId: number, query: PageQueryInput): Promise<Paged<PointsEntry>> {
  const { rows, total } = await repo.listLedger(db, userId, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toEntry), total, page: query.page, size: query.size }
}
