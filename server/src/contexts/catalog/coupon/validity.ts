// When a coupon is valid and what state it reads as. 'expired' is never written by a job: an unused coupon past
// its valid_until simply reads as expired, so the list, the checkout and the conditional UPDATE all agree.
import type { CouponState } from '@contract/catalog/constants'

const DAY_MS = 24 * 60 * 60 * 1000

export function effectiveState(stored: CouponState, validUntil: Date, now: Date): CouponState {
  if (stored === 'unused' && validUntil.getTime() <= now.getTime()) return 'expired'
  return stored
}

/** A received coupon is valid for the template's days from receipt, but never past the template's own end. */
export function receivedValidUntil(template: { validDays: number | null; validUntil: Date | null }, now: Date): Date {
  const byDays = template.validDays !== null ? new Date(now.getTime() + template.validDays * DAY_MS) : null
  const candidates = [byDays, template.validUntil].filter((d): d is Date => d !== null)
  return new Date(Math.min(...candidates.map((d) => d.getTime())))
}
