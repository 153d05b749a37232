// What the demo seed (server/seed) settles months with: the same computation as the back office's generate,
// confirm and pay, without a request (no audit actor). Other contexts use index.ts, never this file.
import type { Db } from '../../db'
import { shareOf, shareOn } from './scope/shares'
import { lastDayOf } from './scope/months'
import { computeStatement } from './statements/compute'
import { settlementLines, settlementStatements } from './tables'

export interface DemoSettlementStep {
  generatedAt: Date
  confirmedAt?: Date
  paid?: { at: Date; reference: string }
}

/** A month's statement of an organisation as a draft, confirmed (frozen) or paid, from the orders as they are now. */
export async function settleDemoMonth(db: Db, orgId: number, month: string, step: DemoSettlementStep): Promise<number> {
  const shareBp = (await shareOn(db, orgId, lastDayOf(month))) ?? 0
  const c = await computeStatement(db, orgId, month)
  const shareFen = shareOf(c.receivedFen - c.refundedFen, shareBp)
  const status = step.paid ? 'paid' : step.confirmedAt ? 'confirmed' : 'draft'
  const [row] = await db.insert(settlementStatements).values({
    orgId, month, status, classesOpened: c.classesOpened, learners: c.learners, receivedFen: c.receivedFen,
    refundedFen: c.refundedFen, adjustmentFen: c.adjustmentFen, shareBp, shareFen, generatedAt: step.generatedAt,
    confirmedAt: step.confirmedAt ?? null, paidAt: step.paid?.at ?? null, paidFen: step.paid ? shareFen : 0,
    paymentRef: step.paid?.reference ?? ''
  }).returning({ id: settlementStatements.id })
  if (c.lines.length > 0) {
    await db.insert(settlementLines).values(c.lines.map((l) => ({ ...l, statementId: row!.id, frozen: status !== 'draft' })))
  }
  return row!.id
}
