// Names for the audit log's codes: `refund.payout` reads 退款申请 · 确认打款. An unknown code (from a newer server)
// is shown as it is.
import zhHans from '../../locales/zh-Hans/audit'
import type { TextKey } from '../../providers/i18n-provider'

type Translate = (key: TextKey) => string

export const AUDIT_RESOURCES = Object.keys(zhHans.resources) as (keyof typeof zhHans.resources)[]

const isResource = (name: string): name is keyof typeof zhHans.resources => name in zhHans.resources
const isVerb = (name: string): name is keyof typeof zhHans.verbs => name in zhHans.verbs

export function resourceLabel(t: Translate, resource: string): string {
  return isResource(resource) ? t(`audit.resources.${resource}`) : resource
}

export function actionLabel(t: Translate, action: string): string {
  const [resource, verb] = action.split('.')
  if (!isResource(resource) || !verb || !isVerb(verb)) return action
  return `${resourceLabel(t, resource)} · ${t(`audit.verbs.${verb}`)}`
}
