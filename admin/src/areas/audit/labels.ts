// Names for the audit log's codes: `refund.payout` reads 退款申请 · 确认打款. An unknown code (from a newer server)
// is shown as it is.
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
