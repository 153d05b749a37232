// The exams context's dependencies: the app's base plus who listens for final formal results. It reads who holds a
// course through catalog's entry and who sits in a class through learning's, and keeps papers, attempts, answers
// and the wrong-answer book itself.
import type { BaseContext } from '../base'
import type { FormalResultListener } from './attempts/formal-final'

export interface ExamsContext extends BaseContext {
  /** Told, inside the transaction, when a learner's formal result on a goods becomes final (app.ts: certification). */
  onFormalResult: FormalResultListener
}
