// A score correction from the back office: the submitted practical score changes, and so does a settled result:
// a pass now issues the certificate (once), a fail revokes a valid one. The caller audits it in the same transaction.
import { and, eq } from 'drizzle-orm'
import type { ItemScore } from '@contract/certification/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import type { CertificationContext } from '../context'
import { passMarkOf, registrationQuery } from '../registrations/rows'
import { certificates, examRegistrations, practicalScores } from '../tables'
import { totalOf, rubricOf } from './items'
import { issueFor, settleResult } from './settle'

interface Change {
  before: { total: number; status: string }
  after: { total: number; status: string }
}

/**
 * `reason` is the operator's reason for the correction; a certificate it revokes carries it (as written, like any
 * revocation's reason), so the holder and the public check read the operator's words, not a server sentence that
 * would stay Simplified in 繁體 and English.
 */
export async function rescore(ctx: CertificationContext, tx: Db, id: number, items: ItemScore[], reason: string): Promise<Change> {
  const [row] = await registrationQuery(tx).where(eq(examRegistrations.id, id)).limit(1)
  const [score] = await tx.select().from(practicalScores).where(eq(practicalScores.registrationId, id)).limit(1)
  if (!row) throw userError('REGISTRATION_NOT_FOUND', '报名记录不存在')
  if (!score) throw userError('REGISTRATION_STATE', '该考生还没有提交的成绩，无需更正')
  const total = totalOf(await rubricOf(tx, row.goodsId), items)
  const now = ctx.now()
  await tx.update(practicalScores).set({ items, total, correctedAt: now }).where(eq(practicalScores.registrationId, id))
  const before = { total: score.total, status: row.status }
  if (row.status !== 'passed' && row.status !== 'failed') {
    return { before, after: { total, status: await settleResult(ctx, tx, id) } }
  }
  const sum = total + (row.theoryScore ?? 0)
  const fullTotal = row.total ?? row.rubricTotal
  const passed = sum >= passMarkOf(fullTotal, row.passPercent)
  const status = passed ? 'passed' : 'failed'
  await tx.update(examRegistrations).set({ practicalScore: total, score: sum, status, updatedAt: now })
    .where(and(eq(examRegistrations.id, id), eq(examRegistrations.status, row.status)))
  if (passed) await issueFor(tx, row, sum, fullTotal, now)
  else await tx.update(certificates).set({ status: 'revoked', revokedAt: now, revokeReason: reason })
    .where(and(eq(certificates.registrationId, id), eq(certificates.status, 'valid')))
  // A certificate kept through a correction shows the corrected score.
  if (passed) await tx.update(certificates).set({ score: sum }).where(eq(certificates.registrationId, id))
  return { before, after: { total, status } }
}
