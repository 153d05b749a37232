// How a points ledger row reads: why the balance changed, by how much (signed), and when.
import type { PointsEntry } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'

/**
 * The label of a ledger row, by its kind (the server's finer reading of the stored reason), so points given back
 * when an order closes, points given back by a refund and purchase points taken back by a refund each read as what
 * they are instead of one "退款".
 */
export function pointsEntryLabel(entry: Pick<PointsEntry, 'kind'>): string {
  return t(`points.kinds.${entry.kind}`)
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
