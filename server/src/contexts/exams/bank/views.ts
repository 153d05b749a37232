// A stored question as a candidate sees it in one attempt (options in the attempt's order, no answer), and the
// review of it once the review is open.
import type { QuestionReview, QuestionView } from '@contract/exams/shapes'
import type { QuestionRow } from './repo'
import { indexesToKeys, keyAt, optionOrder } from './shuffle'

const hasOptions = (q: QuestionRow) => q.kind === 'single' || q.kind === 'multiple' || q.kind === 'judge'

export function orderFor(q: QuestionRow, seed: number): number[] {
  return hasOptions(q) ? optionOrder(q.options.length, seed, q.id, q.kind !== 'judge') : []
}

export function questionView(q: QuestionRow, seed: number): QuestionView {
  const order = orderFor(q, seed)
  return {
    id: q.id, kind: q.kind, stem: q.stem, score: q.score, knowledgePoint: q.knowledgePoint,
    options: order.map((index, position) => ({ key: keyAt(position), text: q.options[index] }))
  }
}

/** What was stored (option indexes or text) as this attempt shows it. */
export function responseView(q: QuestionRow, seed: number, stored: string[]): string[] {
  return hasOptions(q) ? indexesToKeys(stored, orderFor(q, seed)) : stored
}

export function questionReview(
  q: QuestionRow, seed: number, stored: string[], mark: { correct: boolean | null; earned: number | null }
): QuestionReview {
  return {
    ...questionView(q, seed), response: responseView(q, seed, stored),
    correctAnswer: hasOptions(q) ? indexesToKeys(q.answer, orderFor(q, seed)) : q.answer,
    correct: mark.correct, earned: mark.earned, explanation: q.explanation
  }
}
