// How a coupon's worth reads: ¥50 off, 8.5折, free order, course redeem.
import type { Coupon } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'

export function couponValueText(coupon: Pick<Coupon, 'type' | 'value'>): string {
  switch (coupon.type) {
    case 'amount_off': return price(coupon.value)
    case 'discount': return t('coupon.discountValue', { n: coupon.value / 10 })
    case 'free_order': return t('coupon.types.free_order')
    default: return t('coupon.types.course_redeem')
  }
}

export function couponConditionText(coupon: Pick<Coupon, 'minSpendFen'>): string {
  return coupon.minSpendFen > 0 ? t('coupon.minSpend', { amount: price(coupon.minSpendFen) }) : t('coupon.noMinSpend')
}
