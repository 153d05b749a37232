// The back office's points area: every user's ledger, one user's balance, manual adjustments.
import { adminAccess } from '../admin-access'
import type { AdminPointsAdjustInput, AdminPointsEntry, AdminPointsLedgerQuery } from './points-admin-shapes'
import type { PointsSummary } from './schemas'
import type { Paged } from '../envelope'
import { define } from '../define'

export const listAdminPointsLedger = define<{ query: AdminPointsLedgerQuery; response: Paged<AdminPointsEntry> }>()({
  method: 'GET', path: '/api/admin/points/ledger', access: adminAccess('points'), summary: 'Points ledger of all users, newest first'
})
export const getAdminPointsSummary = define<{ response: PointsSummary }>()({
  method: 'GET', path: '/api/admin/points/users/:userId', access: adminAccess('points'), summary: "A user's points balance and totals"
})
export const adjustAdminPoints = define<{ body: AdminPointsAdjustInput; response: PointsSummary }>()({
  method: 'POST', path: '/api/admin/points/adjust', access: adminAccess('points'), summary: "Add or deduct a user's points by hand (audited)"
})
