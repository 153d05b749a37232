// How a points ledger row reads: why the balance changed, by how much (signed), and when.
import type { PointsReason } from '@contract/commerce-constants'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'

export function pointsReasonLabel(reason: PointsReason): string {
  return t(`points.reasons.${reason}`)
}

/** +20, -15, 0: the sign is always written so a glance at the column tells gains from spending. */
export function pointsChangeText(change: number): string {
  return change > 0 ? `+${change}` : String(change)
}

/** Colour class of a change: gains green, spending red, a zero row (rare: an adjustment undone) neutral. */
export function pointsChangeTone(change: number): 'gain' | 'spend' | 'zero' {
  return change > 0 ? 'gain' : change < 0 ? 'spend' : 'zero'
}

/** The ledger shows the user's local date and minute. */
export const pointsTimeText = dateTimeText
