// The other order of a two-part exam: the practical part was judged first and the registration waits; then the
// online theory result becomes final (a hand-in, the deadline's auto-submit, the last short answer graded). The
// exams context announces that inside its transaction; this settles every judged registration of that learner and
// goods still waiting. settleResult moves a registration by a conditional UPDATE from the scorable states and the
// certificate is unique per registration, so a retry or a parallel settle (a judge's submit, a learner's read)
// changes nothing twice.
import { and, eq, inArray } from 'drizzle-orm'
import { SCORABLE_STATUSES } from '@contract/certification/constants'
import type { Db } from '../../../db'
import type { CertificationContext } from '../context'
import { examRegistrations, practicalScores } from '../tables'
import { settleResult } from './settle'

export interface TheoryArrival {
  userId: number
  goodsId: number
}

export function settleOnTheory(ctx: CertificationContext) {
  return async (tx: Db, arrival: TheoryArrival): Promise<void> => {
    const waiting = await tx.select({ id: examRegistrations.id }).from(examRegistrations)
      .innerJoin(practicalScores, eq(practicalScores.registrationId, examRegistrations.id))
      .where(and(
        eq(examRegistrations.userId, arrival.userId), eq(examRegistrations.goodsId, arrival.goodsId),
        inArray(examRegistrations.status, [...SCORABLE_STATUSES])
      ))
    for (const { id } of waiting) await settleResult(ctx, tx, id)
  }
}
