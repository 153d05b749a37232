// Telling an upper context that a learner's formal result on a goods became final. Certification sits above exams
// and waits for it (a judged registration with an online theory part settles when its theory result arrives), but
// exams must not import it: app.ts hands exams a listener instead, as it hands certification its theory provider.
// The listener runs inside the transaction that made the result final, so the two commit or roll back together.
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../../db'
import { examAttempts, examPapers } from '../tables'

export interface FormalFinal {
  userId: number
  goodsId: number
  attemptId: number
}

export type FormalResultListener = (tx: Db, final: FormalFinal) => Promise<void>

/** No upper context listening (tests of exams alone, the seed). */
export const ignoreFormalResults: FormalResultListener = async () => {}

/**
 * Called after an attempt was handed in or graded in `tx`: when it is a formal attempt on a goods and its result is
 * now final (nothing left to grade), the listener hears of it. Anything else is not a theory result.
 */
export async function announceIfFinal(tx: Db, attemptId: number, listener: FormalResultListener): Promise<void> {
  if (listener === ignoreFormalResults) return
  const [row] = await tx.select({ userId: examAttempts.userId, goodsId: examPapers.goodsId }).from(examAttempts)
    .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.mode, 'formal'), isNotNull(examAttempts.passed)))
    .limit(1)
  if (row?.goodsId != null) await listener(tx, { userId: row.userId, goodsId: row.goodsId, attemptId })
}
