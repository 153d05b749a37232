// The area's value lists as select options in the reader's language.
import type { AdminAttempt } from '@contract/exams/admin-shapes'
import { DIFFICULTIES, PAPER_MODES, QUESTION_KINDS, QUESTION_POOLS } from '@contract/exams/constants'
import type { useT } from '../../providers/i18n-provider'

type T = ReturnType<typeof useT>

export const kindOptions = (t: T) => QUESTION_KINDS.map((k) => ({ value: k, label: t(`exams.kinds.${k}` as never) }))
export const poolOptions = (t: T) => QUESTION_POOLS.map((p) => ({ value: p, label: t(`exams.pools.${p}` as never) }))
export const modeOptions = (t: T) => PAPER_MODES.map((m) => ({ value: m, label: t(`exams.modes.${m}` as never) }))
export const difficultyOptions = (t: T) => DIFFICULTIES.map((d) => ({ value: d, label: t(`exams.difficulties.${d}` as never) }))

/** An attempt's result as a tag: in progress, waiting for a judge, passed or failed. */
export function resultOf(a: AdminAttempt, t: T): { text: string; color: string } {
  if (a.state === 'open') return { text: t('exams.attempts.open'), color: 'processing' }
  if (a.passed === null) return { text: t('exams.attempts.pending'), color: 'gold' }
  return a.passed ? { text: t('exams.attempts.passed'), color: 'green' } : { text: t('exams.attempts.failed'), color: 'red' }
}
