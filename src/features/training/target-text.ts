// Words for set targets and logged sets in the move's unit ("3组 × 8次 · 60公斤", "2组 · 30秒").
import type { LoadUnit } from '@contract/training/constants'
import type { SetTarget } from '@contract/training/shapes'
import { t } from '@/shared/i18n'

export function amountText(unit: LoadUnit, v: { reps: number | null; loadKg?: number | null; load?: number | null; durationSec: number | null; distanceM: number | null }): string {
  const load = v.loadKg ?? v.load ?? null
  const reps = v.reps === null ? '' : `${v.reps}${t('training.unitShort.reps')}`
  if (unit === 'weight') return load === null ? reps : `${load}${t('training.unitShort.kg')} × ${reps || '-'}`
  if (unit === 'distance') return v.distanceM === null ? '-' : `${v.distanceM}${t('training.unitShort.m')}`
  if (unit === 'time') return v.durationSec === null ? '-' : `${v.durationSec}${t('training.unitShort.s')}`
  return reps || '-'
}

export function targetText(unit: LoadUnit, target: SetTarget): string {
  if (target.loadMode === 'percent_1rm' && target.load !== null) return `${target.reps ?? '-'}${t('training.unitShort.reps')} @ ${target.load}% 1RM`
  if (target.loadMode === 'rir' && target.load !== null) return `${target.reps ?? '-'}${t('training.unitShort.reps')} · RIR ${target.load}`
  return amountText(unit, { reps: target.reps, load: target.load, durationSec: target.durationSec, distanceM: target.distanceM })
}

/** "3组 · 8次 · 60公斤" when every set has the same target; else the first, with the count. */
export function setsText(unit: LoadUnit, sets: SetTarget[]): string {
  if (sets.length === 0) return ''
  return `${t('training.common.sets', { n: sets.length })} · ${targetText(unit, sets[0])}`
}
