// How a coupon template reads in lists and the detail: its value, minimum spend, scope and validity in words.
import type { AdminCouponTemplate } from '@contract/catalog/coupons-admin-shapes'
import { formatDate, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

export function useCouponText() {
  const t = useT()
  return {
    value: (c: AdminCouponTemplate) =>
      c.type === 'amount_off' ? formatFen(c.value) : c.type === 'discount' ? `${c.value}%` : t(`coupons.types.${c.type}`),
    minSpend: (c: AdminCouponTemplate) =>
      c.minSpendFen > 0 ? t('coupons.summary.minSpend', { amount: formatFen(c.minSpendFen) }) : t('coupons.hints.noMinSpend'),
    scope: (c: AdminCouponTemplate) => (c.scope.length ? c.scope.map((g) => g.title || `#${g.id}`).join('、') : t('coupons.hints.allGoods')),
    validity: (c: AdminCouponTemplate) =>
      c.validDays !== null ? t('coupons.hints.days', { days: c.validDays }) : `${t('coupons.fields.validTo')} ${formatDate(c.validUntil)}`
  }
}
