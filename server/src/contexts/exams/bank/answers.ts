// A response as the app sends it (this attempt's option keys, or text) → what is stored, refused when it does not
// fit the question: one key for single choice and true/false, known keys only, one text for fill-in and short answer.
import { ANSWER_TEXT_MAX } from '@contract/exams/constants'
import { userError } from '../../../http/errors'
import type { QuestionRow } from './repo'
import { keysToIndexes } from './shuffle'
import { orderFor } from './views'

const invalid = (message: string) => userError('EXAM_ANSWER_INVALID', message, 'response')

export function toStored(q: QuestionRow, seed: number, response: string[]): string[] {
  if (q.kind === 'fill' || q.kind === 'short') {
    if (response.length > 1) throw invalid('该题只需填写一个答案')
    const text = (response[0] ?? '').trim()
    if (text.length > ANSWER_TEXT_MAX) throw invalid(`答案不能超过 ${ANSWER_TEXT_MAX} 字`)
    return text ? [text] : []
  }
  const stored = keysToIndexes(response, orderFor(q, seed))
  if (stored === null) throw invalid('所选选项不存在')
  if (q.kind !== 'multiple' && stored.length > 1) throw invalid('该题只能选择一个选项')
  return stored
}
