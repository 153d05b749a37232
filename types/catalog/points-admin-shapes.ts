// Shapes of the back office's points area: the ledger across users and the manual adjustment. Input rules are
// zod schemas in the server (contexts/catalog/points/admin-schemas.ts).
import type { PointsEntry } from './schemas'
import type { PointsReason } from './constants'
import type { PageQuery } from '../envelope'

/** A ledger row with whose it is. */
export interface AdminPointsEntry extends PointsEntry {
  userId: number
  userPhone: string
  userName: string
}

export interface AdminPointsLedgerQuery extends PageQuery {
  userId?: number
  reason?: PointsReason
}

/**
 * POST /api/admin/points/adjust: add (change > 0) or deduct (change < 0) points by hand. The learner's ledger shows
 * the row as a manual adjustment with `reason` as its note.
 */
export interface AdminPointsAdjustInput {
  userId: number
  change: number
  reason: string
}

/** The most one manual adjustment may add or deduct. */
export const POINTS_ADJUST_MAX = 1_000_000
