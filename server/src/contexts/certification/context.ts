// The certification context's dependencies: the app's base plus where a theory (online formal exam) result comes
// from. It registers paid exam orders for their sittings, runs judging and issues certificates; it reads commerce's
// orders and the catalog's sittings through their public entries.
import type { Db } from '../../db'
import type { FileStorage } from '../../integrations/storage/types'
import type { BaseContext } from '../base'

/** A learner's online formal-exam result for an exam goods, or null when there is none (yet). */
export interface TheoryResult {
  score: number
  total: number
  passed: boolean
}
export type TheoryProvider = (db: Db, userId: number, goodsId: number) => Promise<TheoryResult | null>

/** Until the exams context offers formal results, no exam has a theory part to wait for. */
export const noTheory: TheoryProvider = async () => null

export interface CertificationContext extends BaseContext {
  theoryResult: TheoryProvider
  /** Where uploaded files are served: the plain web check page links the holder's photo there. */
  storage: FileStorage
}
