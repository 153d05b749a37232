// Turns a picker's configuration and current draft value into wheel columns, and a wheel selection back
// into a normalised value. Pure, so the Picker component stays a thin view over it and tests can drive it.
import { t } from '@/shared/i18n'
import {
  clampDate, clampIndex, clampTime, dateColumns, dateRange, formatDate, formatTime, multiSelectorIndexes, parseDate,
  parseTime, rangeLabel, resolveDate, resolveTime, timeColumns, timeRange,
  type DateFields, type RangeItem
} from './picker-logic'

/** The product rules §3 picker inputs that decide what can be picked (value and disabled live on the component). */
export type PickerConfig =
  | { mode: 'selector'; range: readonly RangeItem[]; rangeKey?: string }
  | { mode: 'multiSelector'; range: readonly (readonly RangeItem[])[]; rangeKey?: string }
  | { mode: 'time'; start?: string; end?: string }
  | { mode: 'date'; start?: string; end?: string; fields?: DateFields }

export type PickerMode = PickerConfig['mode']
/** selector: row index; multiSelector: one index per column; time: 'HH:mm'; date: 'YYYY[-MM[-DD]]'. */
export type PickerResult = number | number[] | string

/** Shaped like NutUI's PickerOption so columns go straight into PickerView. */
export interface PickerColumnOption { label: string; value: number }
export interface PickerWheels { columns: PickerColumnOption[][]; selected: number[] }

const pad = (n: number) => String(n).padStart(2, '0')

type NumberedKey = 'common.picker.year' | 'common.picker.month' | 'common.picker.day' | 'common.picker.hour' | 'common.picker.minute'

function numbered(values: number[], key: NumberedKey): PickerColumnOption[] {
  return values.map((n) => ({ value: n, label: t(key, { n: key === 'common.picker.year' ? String(n) : pad(n) }) }))
}

function indexed(items: readonly RangeItem[], rangeKey?: string): PickerColumnOption[] {
  return items.map((item, i) => ({ value: i, label: rangeLabel(item, rangeKey) }))
}

/** The value the picker opens on: the given value made valid, or a sensible default (first row, now, today). */
export function initialDraft(config: PickerConfig, value: unknown, now = new Date()): PickerResult {
  switch (config.mode) {
    case 'selector':
      return clampIndex(typeof value === 'number' ? value : Number(value ?? 0), config.range.length)
    case 'multiSelector':
      return multiSelectorIndexes(Array.isArray(value) ? value.map(Number) : [], config.range)
    case 'time':
      return resolveTime(typeof value === 'string' ? value : undefined, config.start, config.end, now)
    case 'date':
      return resolveDate(typeof value === 'string' ? value : undefined, { ...config, now })
  }
}

/** Columns to show for the draft and which option of each is selected. */
export function wheelsFor(config: PickerConfig, draft: PickerResult, now = new Date()): PickerWheels {
  switch (config.mode) {
    case 'selector':
      return { columns: [indexed(config.range, config.rangeKey)], selected: [Number(draft)] }
    case 'multiSelector':
      return {
        columns: config.range.map((column) => indexed(column, config.rangeKey)),
        selected: multiSelectorIndexes(draft as number[], config.range)
      }
    case 'time': {
      const time = parseTime(String(draft))!
      const [hours, minutes] = timeColumns(time, timeRange(config.start, config.end))
      return {
        columns: [numbered(hours, 'common.picker.hour'), numbered(minutes, 'common.picker.minute')],
        selected: [time.hour, time.minute]
      }
    }
    case 'date': {
      const date = parseDate(String(draft))!
      const keys = ['common.picker.year', 'common.picker.month', 'common.picker.day'] as const
      const columns = dateColumns(date, dateRange(config.start, config.end, now), config.fields)
      return {
        columns: columns.map((values, i) => numbered(values, keys[i])),
        selected: [date.year, date.month, date.day].slice(0, columns.length)
      }
    }
  }
}

/**
 * The value a wheel selection stands for, normalised by product rules §5: indexes clamped, day pulled back into its
 * month, time and date snapped into start/end. Feeding it back to wheelsFor keeps the wheels consistent.
 */
export function draftFromSelection(config: PickerConfig, selection: readonly (number | string | null)[], now = new Date()): PickerResult {
  const n = (i: number, fallback = 0) => (selection[i] === null || selection[i] === undefined ? fallback : Number(selection[i]))
  switch (config.mode) {
    case 'selector':
      return clampIndex(n(0), config.range.length)
    case 'multiSelector':
      return multiSelectorIndexes(config.range.map((_, c) => n(c)), config.range)
    case 'time': {
      const range = timeRange(config.start, config.end)
      const time = parseTime(`${n(0, range.start.hour)}:${n(1)}`) ?? range.start
      return formatTime(clampTime(time, range))
    }
    case 'date': {
      const range = dateRange(config.start, config.end, now)
      const date = clampDate({ year: n(0, range.start.year), month: n(1, 1), day: n(2, 1) }, range)
      return formatDate(date, config.fields)
    }
  }
}

/** Two drafts are the same value (arrays compared by content), so state updates can be skipped. */
export function sameResult(a: PickerResult | undefined, b: PickerResult | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i])
  return a === b
}
