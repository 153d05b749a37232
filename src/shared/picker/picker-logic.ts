// Pure picker rules of product rules §5 and §9, shared by the Picker component and anything else that needs to read
// or write picker values (forms that pre-fill a date, server payloads). No rendering, no Taro. "Now" and "today"
// are China's (types/china-time.ts), like every time the app shows, whatever zone the phone is set to.
import { chinaClock, chinaDate } from '@contract/china-time'

export type DateFields = 'year' | 'month' | 'day'
/** month is 1-12, day 1-31. */
export interface DateParts { year: number; month: number; day: number }
export interface TimeParts { hour: number; minute: number }
export interface DateRange { start: DateParts; end: DateParts }
export interface TimeRange { start: TimeParts; end: TimeParts }
/** A selector row: plain text, a number, or an object shown by its rangeKey. */
export type RangeItem = string | number | Record<string, unknown>

/** Product rules §9: without start/end, dates run this many years either side of the current year. */
export const YEAR_SPAN = 150
/** Product rules §9: a screen at least this wide AND tall shows the picker as a centred popup form. */
export const POPUP_FORM_MIN_PX = 500
export const TIME_START = '00:00'
export const TIME_END = '23:59'

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max)
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Product rules §5: any number becomes a valid index of a list of `length` items (0 for an empty list). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0
  const i = Number.isFinite(index) ? Math.trunc(index) : 0
  return clamp(i, 0, length - 1)
}

/** True where the picker should be a centred popup form rather than a bottom sheet (product rules §9). */
export function usePopupForm(width: number, height: number): boolean {
  return width >= POPUP_FORM_MIN_PX && height >= POPUP_FORM_MIN_PX
}

// ---- selector / multiSelector ----

/** The text shown for one row: item[rangeKey] for objects, the item itself otherwise. */
export function rangeLabel(item: RangeItem, rangeKey?: string): string {
  if (item !== null && typeof item === 'object') {
    const shown = rangeKey ? item[rangeKey] : undefined
    return shown === undefined || shown === null ? '' : String(shown)
  }
  return String(item)
}

export function selectorLabels(range: readonly RangeItem[], rangeKey?: string): string[] {
  return range.map((item) => rangeLabel(item, rangeKey))
}

/** One valid index per column; missing or out-of-range entries are clamped (product rules §5). */
export function multiSelectorIndexes(value: readonly number[] | undefined, range: readonly (readonly RangeItem[])[]): number[] {
  return range.map((column, c) => clampIndex(value?.[c] ?? 0, column.length))
}

// ---- time ----

/** Parses 'H:mm' / 'HH:mm'; out-of-range parts are clamped into 00:00-23:59. Undefined when unreadable. */
export function parseTime(value: string | null | undefined): TimeParts | undefined {
  const m = /^\s*(\d{1,2}):(\d{1,2})\s*$/.exec(value ?? '')
  if (!m) return undefined
  return { hour: clamp(Number(m[1]), 0, 23), minute: clamp(Number(m[2]), 0, 59) }
}

export function formatTime(time: TimeParts): string {
  return `${pad(time.hour)}:${pad(time.minute)}`
}

const minutesOf = (time: TimeParts) => time.hour * 60 + time.minute

/** start/end of a time picker, defaulting to the whole day; a reversed pair is swapped rather than empty. */
export function timeRange(start?: string, end?: string): TimeRange {
  const from = parseTime(start) ?? parseTime(TIME_START)!
  const to = parseTime(end) ?? parseTime(TIME_END)!
  return minutesOf(from) <= minutesOf(to) ? { start: from, end: to } : { start: to, end: from }
}

/** Product rules §5: a time outside start/end snaps to the nearest bound. */
export function clampTime(time: TimeParts, range: TimeRange): TimeParts {
  if (minutesOf(time) < minutesOf(range.start)) return { ...range.start }
  if (minutesOf(time) > minutesOf(range.end)) return { ...range.end }
  return { ...time }
}

/** A picker value as it should be shown: parsed (or now when unreadable), clamped, formatted. */
export function resolveTime(value: string | undefined, start?: string, end?: string, now = new Date()): string {
  const time = parseTime(value) ?? parseTime(chinaClock(now))!
  return formatTime(clampTime(time, timeRange(start, end)))
}

const span = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/** Hour and minute columns allowed for `time`: minutes are cut at a bound only in the bound's hour. */
export function timeColumns(time: TimeParts, range: TimeRange): [number[], number[]] {
  const first = time.hour === range.start.hour ? range.start.minute : 0
  const last = time.hour === range.end.hour ? range.end.minute : 59
  return [span(range.start.hour, range.end.hour), span(first, last)]
}

// ---- date ----

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[clamp(month, 1, 12) - 1]
}

/** Product rules §5: month kept in 1-12 and a day beyond the month's length pulled back (2023-02-31 → 2023-02-28). */
export function normalizeDate(date: DateParts): DateParts {
  const month = clamp(Math.trunc(date.month) || 1, 1, 12)
  const day = clamp(Math.trunc(date.day) || 1, 1, daysInMonth(date.year, month))
  return { year: Math.trunc(date.year), month, day }
}

/** Parses 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' ('/' also accepted); missing parts are 1. */
export function parseDate(value: string | null | undefined): DateParts | undefined {
  const m = /^\s*(\d{1,4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?\s*$/.exec(value ?? '')
  if (!m) return undefined
  return normalizeDate({ year: Number(m[1]), month: Number(m[2] ?? 1), day: Number(m[3] ?? 1) })
}

/** Formats at the picker's granularity: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
export function formatDate(date: DateParts, fields: DateFields = 'day'): string {
  const year = pad(date.year, 4)
  if (fields === 'year') return year
  if (fields === 'month') return `${year}-${pad(date.month)}`
  return `${year}-${pad(date.month)}-${pad(date.day)}`
}

export function compareDate(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/** start/end of a date picker; defaults are ±YEAR_SPAN years around `now`'s year; reversed pairs swap. */
export function dateRange(start?: string, end?: string, now = new Date()): DateRange {
  const year = Number(chinaDate(now).slice(0, 4))
  const from = parseDate(start) ?? { year: year - YEAR_SPAN, month: 1, day: 1 }
  const to = parseDate(end) ?? { year: year + YEAR_SPAN, month: 12, day: 31 }
  return compareDate(from, to) <= 0 ? { start: from, end: to } : { start: to, end: from }
}

/** Product rules §5: day pulled back into its month, then a date outside start/end snapped to the nearest bound. */
export function clampDate(date: DateParts, range: DateRange): DateParts {
  const normal = normalizeDate(date)
  if (compareDate(normal, range.start) < 0) return { ...range.start }
  if (compareDate(normal, range.end) > 0) return { ...range.end }
  return normal
}

export interface DateOptions { start?: string; end?: string; fields?: DateFields; now?: Date }

/** A date value as it should be shown: parsed (or today when unreadable), clamped, formatted by fields. */
export function resolveDate(value: string | undefined, options: DateOptions = {}): string {
  const now = options.now ?? new Date()
  const today = parseDate(chinaDate(now))!
  const date = clampDate(parseDate(value) ?? today, dateRange(options.start, options.end, now))
  return formatDate(date, options.fields ?? 'day')
}

/** Year, month and day columns allowed for `date` (as many as `fields` asks for), cut at start and end. */
export function dateColumns(date: DateParts, range: DateRange, fields: DateFields = 'day'): number[][] {
  const { start, end } = range
  const years = span(start.year, end.year)
  if (fields === 'year') return [years]
  const atStartYear = date.year === start.year
  const atEndYear = date.year === end.year
  const months = span(atStartYear ? start.month : 1, atEndYear ? end.month : 12)
  if (fields === 'month') return [years, months]
  const firstDay = atStartYear && date.month === start.month ? start.day : 1
  const lastDay = atEndYear && date.month === end.month ? end.day : daysInMonth(date.year, date.month)
  return [years, months, span(firstDay, lastDay)]
}
