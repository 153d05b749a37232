// Names for the audit log's codes: `refund.payout` reads 退款申请 · 确认打款. An unknown code (from a newer server)
// is shown as it is. And each entry's summary in the reader's language (summaryText).
import { AUDIT_SUMMARY_CODES, type AuditEntry, type AuditSummaryCode } from '@contract/admin'
import { formatDateTime } from '../../components/format'
import zhHans from '../../locales/zh-Hans/audit'
import type { TextKey } from '../../providers/i18n-provider'

type Translate = (key: TextKey) => string

export const AUDIT_RESOURCES = Object.keys(zhHans.resources) as (keyof typeof zhHans.resources)[]

const isResource = (name: string): name is keyof typeof zhHans.resources => name in zhHans.resources
const isVerb = (name: string): name is keyof typeof zhHans.verbs => name in zhHans.verbs
const isContentVerb = (name: string): name is keyof typeof zhHans.contentVerbs => name in zhHans.contentVerbs

/** Articles, banners and the like are 发布/下线; goods and classes keep 上架/下架. */
const CONTENT_RESOURCES: ReadonlySet<string> = new Set(['faq', 'questionnaire', 'banner', 'notice', 'news', 'teacher', 'partner', 'story'])

export function resourceLabel(t: Translate, resource: string): string {
  return isResource(resource) ? t(`audit.resources.${resource}`) : resource
}

export function actionLabel(t: Translate, action: string): string {
  const [resource, verb] = action.split('.')
  if (!isResource(resource) || !verb || !isVerb(verb)) return action
  const verbLabel = CONTENT_RESOURCES.has(resource) && isContentVerb(verb) ? t(`audit.contentVerbs.${verb}`) : t(`audit.verbs.${verb}`)
  return `${resourceLabel(t, resource)} · ${verbLabel}`
}

type TranslateWith = (key: TextKey, params?: Record<string, unknown>) => string

const isSummaryCode = (code: string | null): code is AuditSummaryCode => (AUDIT_SUMMARY_CODES as readonly string[]).includes(code ?? '')

/** Role codes joined by commas → their names in the reader's language. */
function roleNames(t: TranslateWith, codes: unknown): string {
  const names = String(codes ?? '').split(',').filter(Boolean).map((role) => t(`roles.${role}` as TextKey))
  return names.length ? names.join(t('words.listSeparator')) : t('audit.summaries.noRoles')
}

/**
 * The entry's summary in the reader's language: worded from its code and values when it has them, else the
 * sentence stored with it (older entries, and writes not yet coded, were stored as Simplified sentences).
 */
export function summaryText(t: TranslateWith, entry: Pick<AuditEntry, 'summary' | 'summaryCode' | 'summaryParams'>): string {
  if (!isSummaryCode(entry.summaryCode)) return entry.summary
  const params: Record<string, unknown> = { ...entry.summaryParams }
  if ('phone' in params) params.person = t('audit.summaries.person', { name: params.name || t('audit.summaries.nameless'), phone: params.phone })
  if (typeof params.at === 'string') params.at = formatDateTime(params.at)
  if (typeof params.change === 'number' && params.change > 0) params.change = `+${params.change}`
  if ('before' in params) params.before = roleNames(t, params.before)
  if ('after' in params) params.after = roleNames(t, params.after)
  const sentence = t(`audit.summaries.${entry.summaryCode}` as TextKey, params)
  return params.reason ? sentence + t('audit.summaries.reason', { reason: params.reason }) : sentence
}
