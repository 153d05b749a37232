// Refusals in the caller's language. The server words every refusal as a precise zh-Hans sentence (it names the
// field, the limit, the seats taken); a caller that says which language it shows (header `x-locale`: zh-Hans,
// zh-Hant or en; the app and the console send it, the same header that asks for Traditional content) gets:
// - zh-Hant: the same sentences converted by OpenCC (mainland → Taiwan phrases), field reasons included;
// - en: the error catalogue's English sentence for the code (types/errors.ts), and each field's reason in zod's
//   English wording of the same check ("Too small: expected number to be >=1"), since the zh-Hans sentences
//   have no English twin.
// Without the header (the API tests, other clients) the answer is unchanged: browsers send Accept-Language by
// themselves, so it is not a sign of what the page shows and is not read.
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ERROR_CATALOGUE } from '@contract/errors'
import type { ErrorCode } from '@contract/envelope'
import type { FieldIssue } from './validation-message'
import { LOCALE_HEADER, toTraditional } from './traditional-text'

export type ReplyLanguage = 'zh-Hans' | 'zh-Hant' | 'en'

const english = z.locales.en().localeError

export function replyLanguage(req: FastifyRequest | undefined): ReplyLanguage {
  const header = req?.headers[LOCALE_HEADER]
  const value = Array.isArray(header) ? header[0] : header
  return value === 'zh-Hant' || value === 'en' ? value : 'zh-Hans'
}

/** A zod issue as fastify-type-provider-zod passed it on (code as keyword, the rest in params). */
export interface RawIssue {
  keyword: string
  params?: Record<string, unknown>
}

function englishReason(issue: RawIssue | undefined): string | undefined {
  if (!issue) return undefined
  const answer = english({ ...issue.params, code: issue.keyword } as never)
  const text = typeof answer === 'string' ? answer : answer?.message
  // Issues do not carry the value sent (zod leaves it out), so "received undefined" would be wrong.
  return text?.replace(/, received undefined$/, '').replace(/expected int$/, 'expected a whole number') || undefined
}

interface Refusal {
  code: ErrorCode
  message: string
  fields?: FieldIssue[]
}

/**
 * The refusal in `language`. `issues` are the schema's raw issues by field, when the refusal came from a schema
 * (for the English reasons); a field reason the server wrote itself has no English twin and takes the code's.
 */
export function inLanguage(refusal: Refusal, language: ReplyLanguage, issues?: Map<string, RawIssue>): Refusal {
  if (language === 'zh-Hans') return refusal
  if (language === 'zh-Hant') {
    return { ...refusal, message: toTraditional(refusal.message), fields: refusal.fields?.map((f) => ({ ...f, message: toTraditional(f.message) })) }
  }
  const general = (ERROR_CATALOGUE as Record<string, { en: string } | undefined>)[refusal.code]?.en ?? refusal.message
  return {
    ...refusal,
    message: general,
    fields: refusal.fields?.map((f) => ({ ...f, message: englishReason(issues?.get(f.field)) ?? general }))
  }
}
