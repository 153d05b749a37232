// An audit entry's summary in the reader's language: the audit log's screens and a refund's timeline show it.
import { AUDIT_SUMMARY_CODES, type AuditEntry, type AuditSummaryCode } from '@contract/admin'
import type { TextKey } from '../providers/i18n-provider'
import { formatDateTime, formatFen } from './format'

type TranslateWith = (key: TextKey, params?: Record<string, unknown>) => string

const isSummaryCode = (code: string | null): code is AuditSummaryCode => (AUDIT_SUMMARY_CODES as readonly string[]).includes(code ?? '')

/** Role codes joined by commas → their names in the reader's language. */
function roleNames(t: TranslateWith, codes: unknown): string {
  const names = String(codes ?? '').split(',').filter(Boolean).map((role) => t(`roles.${role}` as TextKey))
  return names.length ? names.join(t('words.listSeparator')) : t('audit.summaries.noRoles')
}

/** Values as the reader reads them: a person, China time, a signed change, role, list, attendance and payment-issue names, yuan, a share in %. */
function wordedValues(t: TranslateWith, values: Record<string, unknown>): Record<string, unknown> {
  const params = { ...values }
  if ('phone' in params) params.person = t('audit.summaries.person', { name: params.name || t('audit.summaries.nameless'), phone: params.phone })
  if (typeof params.at === 'string') params.at = formatDateTime(params.at)
  if (typeof params.change === 'number' && params.change > 0) params.change = `+${params.change}`
  if ('before' in params) params.before = roleNames(t, params.before)
  if ('after' in params) params.after = roleNames(t, params.after)
  if (typeof params.amountFen === 'number') params.amount = formatFen(params.amountFen)
  if (typeof params.resource === 'string') params.what = t('audit.summaries.named', { noun: t(`audit.resources.${params.resource}` as TextKey), name: params.name })
  if (typeof params.list === 'string') params.list = t(`audit.exportLists.${params.list}` as TextKey)
  if (typeof params.issue === 'string') params.issue = t(`orders.issues.${params.issue}` as TextKey)
  if (typeof params.shareBp === 'number') params.share = `${(params.shareBp / 100).toFixed(2)}%`
  for (const mark of ['fromMark', 'toMark']) if (typeof params[mark] === 'string') params[mark] = t(`classroom.sessions.marks.${params[mark]}` as TextKey)
  return params
}

/** Optional parts said after the sentence when the entry has them, in this order. */
const TAILS = ['reason', 'reply', 'filters', 'note', 'mailed'] as const

/**
 * The entry's summary in the reader's language: worded from its code and values when it has them, else the
 * sentence stored with it (older entries, and writes not yet coded, were stored as Simplified sentences).
 */
export function summaryText(t: TranslateWith, entry: Pick<AuditEntry, 'summary' | 'summaryCode' | 'summaryParams'>): string {
  if (!isSummaryCode(entry.summaryCode)) return entry.summary
  const params = wordedValues(t, entry.summaryParams ?? {})
  let sentence = t(`audit.summaries.${entry.summaryCode}` as TextKey, params)
  for (const tail of TAILS) if (params[tail]) sentence += t(`audit.summaries.${tail}`, { [tail]: params[tail] })
  return sentence
}
