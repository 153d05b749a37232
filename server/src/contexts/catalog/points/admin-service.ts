// The console's points area: the ledger across users, one user's balance, and manual adjustments. An adjustment
// is one transaction: the account row locked, a conditional update of the balance (a deduction never takes it
// below 0), a 'manual' ledger row whose note is the operator's reason (the learner's ledger shows it as 人工调整
// with that note), and the audit row.
import type { AdminPointsAdjustInput, AdminPointsEntry } from '@contract/catalog/points-admin-shapes'
import type { PointsSummary } from '@contract/catalog/schemas'
import type { PointsReason } from '@contract/catalog/constants'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import type { PageQueryInput } from '../../../http/query'
import { recordAudit, type AuditActor } from '../../system'
import * as adminRepo from './admin-repo'
import * as repo from './repo'
import { entryKind, getSummary } from './service'
import { userBrief } from '../../identity'

export interface LedgerListInput extends PageQueryInput {
  userId?: number
  reason?: PointsReason
}

export async function listLedger(db: Db, input: LedgerListInput): Promise<Paged<AdminPointsEntry>> {
  const { page, size, ...filter } = input
  const { rows, total } = await adminRepo.listAllLedger(db, filter, { page, size })
  const list = rows.map(({ entry, userPhone, userName }) => ({
    id: entry.id,
    userId: entry.userId,
    userPhone,
    userName,
    change: entry.change,
    reason: entry.reason,
    kind: entryKind(entry),
    note: entry.note,
    orderNo: entry.orderNo,
    createdAt: entry.createdAt.toISOString()
  }))
  return { list, total, page, size }
}

export async function userSummary(db: Db, userId: number): Promise<PointsSummary> {
  if (!(await userBrief(db, userId))) throw userError('NOT_FOUND', '用户不存在')
  return getSummary(db, userId)
}

export async function adjustPoints(db: Db, actor: AuditActor, input: AdminPointsAdjustInput): Promise<PointsSummary> {
  const { userId, change, reason } = input
  await db.transaction(async (tx) => {
    const user = await userBrief(tx, userId)
    if (!user) throw userError('NOT_FOUND', '用户不存在')
    const before = await repo.lockAccount(tx, userId)
    if (change > 0) {
      await repo.creditEarned(tx, userId, change)
    } else if (!(await repo.debitEarned(tx, userId, -change))) {
      throw userError('POINTS_NOT_ENOUGH', `积分不足：该用户当前有${before.balance}积分，不能扣减${-change}积分`)
    }
    await repo.insertLedgerOnce(tx, { userId, change, reason: 'manual', note: reason, orderNo: null })
    const after = await repo.findAccount(tx, userId)
    const verb = change > 0 ? `增加${change}` : `扣减${-change}`
    await recordAudit(tx, actor, {
      action: 'points.adjust', resource: 'points', resourceId: userId,
      summary: `为用户${user.name || '用户'}（${user.phone}）${verb}积分，原因：${reason}`,
      coded: { code: 'points.adjust', params: { name: user.name, phone: user.phone, change, reason } },
      before: snapshot(before), after: after ? { ...snapshot(after), change, reason } : null
    })
  })
  return getSummary(db, userId)
}

const snapshot = (row: repo.AccountRow) => ({ balance: row.balance, totalEarned: row.totalEarned, totalRedeemed: row.totalRedeemed })
