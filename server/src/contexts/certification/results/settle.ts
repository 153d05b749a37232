// Settling a registration's result once its practical score is in: add the online theory result when the exam has
// one (and wait while it is missing), compare with the pass mark, move the registration to passed or failed by one
// conditional UPDATE, and issue the certificate of a pass (once: the registration's unique certificate).
import { and, eq, inArray } from 'drizzle-orm'
import { DEFAULT_CERT_VALID_MONTHS, SCORABLE_STATUSES } from '@contract/certification/constants'
import type { Db } from '../../../db'
import { issueCertificate } from '../certificates/issue'
import type { CertificationContext } from '../context'
import { passMarkOf, registrationQuery, type RegistrationRow } from '../registrations/rows'
import { examRegistrations, examRules, practicalScores } from '../tables'

export type Settled = 'passed' | 'failed' | 'waiting'

async function rulesOf(db: Db, goodsId: number) {
  const [rules] = await db.select().from(examRules).where(eq(examRules.goodsId, goodsId)).limit(1)
  return rules
}

export async function settleResult(ctx: CertificationContext, tx: Db, registrationId: number): Promise<Settled> {
  const [row] = await registrationQuery(tx).where(eq(examRegistrations.id, registrationId)).limit(1)
  const [practical] = await tx.select({ total: practicalScores.total }).from(practicalScores)
    .where(eq(practicalScores.registrationId, registrationId)).limit(1)
  if (!row || !practical || !SCORABLE_STATUSES.includes(row.status)) return 'waiting'
  const theory = row.hasTheory ? await ctx.theoryResult(tx, row.userId, row.goodsId) : null
  if (row.hasTheory && !theory) return 'waiting'
  const score = practical.total + (theory?.score ?? 0)
  const total = row.rubricTotal + (theory?.total ?? 0)
  const passed = score >= passMarkOf(total, row.passPercent) && (theory?.passed ?? true)
  const now = ctx.now()
  const moved = await tx.update(examRegistrations).set({
    status: passed ? 'passed' : 'failed', practicalScore: practical.total, theoryScore: theory?.score ?? null, score, total,
    resultAt: now, updatedAt: now
  }).where(and(eq(examRegistrations.id, registrationId), inArray(examRegistrations.status, [...SCORABLE_STATUSES])))
    .returning({ id: examRegistrations.id })
  if (moved.length === 1 && passed) await issueFor(tx, row, score, total, now)
  return passed ? 'passed' : 'failed'
}

export async function issueFor(tx: Db, row: RegistrationRow, score: number, total: number, now: Date) {
  const rules = await rulesOf(tx, row.goodsId)
  await issueCertificate(tx, {
    userId: row.userId, registrationId: row.id, goodsId: row.goodsId, courseTitle: rules?.courseTitle || row.goodsTitle,
    hours: rules?.hours ?? 0, validMonths: rules?.validMonths ?? DEFAULT_CERT_VALID_MONTHS, score, total
  }, now)
}
