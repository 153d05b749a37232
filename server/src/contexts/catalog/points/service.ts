// The signed-in user's points: balance and totals (pages/mine/integral), and the ledger of changes.
import type { PointsEntry, PointsSummary } from '@contract/catalog/schemas'
import type { PointsEntryKind } from '@contract/catalog/constants'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import * as repo from './repo'

export async function getSummary(db: Db, userId: number): Promise<PointsSummary> {
  const account = await repo.findAccount(db, userId)
  return { balance: account?.balance ?? 0, totalEarned: account?.totalEarned ?? 0, totalRedeemed: account?.totalRedeemed ?? 0 }
}

/**
 * The note commerce writes when an unpaid order closes and gives its points back (payment/close-order.ts); the
 * ledger stores those rows under reason 'refund', so the note is what tells them from a refund's. An API test
 * closes an order and checks the kind, so the two texts cannot drift apart unnoticed.
 */
export const CLOSED_ORDER_POINTS_NOTE = '订单关闭，退回抵扣积分'

export function entryKind(row: Pick<repo.LedgerRow, 'reason' | 'change' | 'note'>): PointsEntryKind {
  switch (row.reason) {
    case 'purchase': return 'earned'
    case 'redemption': return 'spent'
    case 'manual': return 'adjusted'
    case 'refund':
      if (row.change <= 0) return 'reversed_on_refund'
      return row.note === CLOSED_ORDER_POINTS_NOTE ? 'returned_on_close' : 'returned_on_refund'
  }
}

function toEntry(row: repo.LedgerRow): PointsEntry {
  return {
    id: row.id,
    change: row.change,
    reason: row.reason,
    kind: entryKind(row),
    note: row.note,
    orderNo: row.orderNo,
    createdAt: row.createdAt.toISOString()
  }
}

export async function listLedger(db: Db, userId: number, query: PageQueryInput): Promise<Paged<PointsEntry>> {
  const { rows, total } = await repo.listLedger(db, userId, { offset: offsetOf(query), limit: query.size })
  return { list: rows.map(toEntry), total, page: query.page, size: query.size }
}
