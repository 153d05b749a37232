// How one answer scores: choices and true/false need exactly the right set; fill-in matches any accepted text
// (spaces and case aside); a short answer is left for a judge (null).
import type { QuestionKind } from '@contract/exams/constants'

export interface Scorable {
  kind: QuestionKind
  answer: string[]
  score: number
}

const normalise = (text: string) => text.replace(/\s+/g, '').toLowerCase()

export function isCorrect(q: Scorable, response: string[]): boolean | null {
  if (q.kind === 'short') return null
  if (q.kind === 'fill') {
    const given = normalise(response[0] ?? '')
    return given !== '' && q.answer.some((accepted) => normalise(accepted) === given)
  }
  const want = [...q.answer].sort()
  const got = [...new Set(response)].sort()
  return want.length === got.length && want.every((v, i) => v === got[i])
}

export function scoreOf(q: Scorable, response: string[]): { correct: boolean | null; earned: number | null } {
  const correct = isCorrect(q, response)
  return { correct, earned: correct === null ? null : correct ? q.score : 0 }
}
