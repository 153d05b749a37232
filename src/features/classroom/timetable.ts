// Dates of the timetable (课表): China weeks from Monday to Sunday, sessions grouped by their China day, and the
// one line a session is shown with. Pure functions over 'YYYY-MM-DD' strings, so a phone in any zone agrees.
import { addChinaDays, chinaClock, chinaDate } from '@contract/china-time'
import type { ClassSession } from '@contract/classroom/shapes'

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7
export const WEEKDAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekdayName = (typeof WEEKDAY_NAMES)[number]

/** The locale key's name of a weekday: 1 → 'mon'. */
export const weekdayName = (day: Weekday): WeekdayName => WEEKDAY_NAMES[day - 1]

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return (day === 0 ? 7 : day) as Weekday
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addChinaDays(date, 1 - weekdayOf(date))
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addChinaDays(monday, i))
}

/** Sessions by the China date they start on, each day in start order. */
export function sessionsByDate(sessions: readonly ClassSession[]): Map<string, ClassSession[]> {
  const days = new Map<string, ClassSession[]>()
  for (const session of [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const date = chinaDate(session.startsAt)
    days.set(date, [...(days.get(date) ?? []), session])
  }
  return days
}

/** '2026-12-05 09:00-12:00' (China time). */
export function sessionTimeParts(s: Pick<ClassSession, 'startsAt' | 'endsAt'>): { date: string; start: string; end: string } {
  return { date: chinaDate(s.startsAt), start: chinaClock(s.startsAt), end: chinaClock(s.endsAt) }
}

/** The list view's window: today and the next 61 days (the server answers at most 62). */
export const LIST_DAYS = 62

export function listWindow(today: string): { from: string; to: string } {
  return { from: today, to: addChinaDays(today, LIST_DAYS - 1) }
}
