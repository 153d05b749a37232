// Small texts the exam screens share: a duration as mm:ss or h:mm:ss, a response as the candidate reads it.
import type { QuestionView } from '@contract/exams/shapes'

const two = (n: number) => String(n).padStart(2, '0')

export function durationText(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec))
  const h = Math.floor(sec / 3600)
  const m = Math.floor((sec % 3600) / 60)
  return h > 0 ? `${h}:${two(m)}:${two(sec % 60)}` : `${two(m)}:${two(sec % 60)}`
}

/** Option keys stay keys (A, C); true/false shows its option text; typed answers show as typed. */
export function responseText(question: Pick<QuestionView, 'kind' | 'options'>, response: string[]): string {
  if (question.kind === 'judge') return response.map((k) => question.options.find((o) => o.key === k)?.text ?? k).join('')
  return question.options.length ? response.join('') : response.join('；')
}
