// The line a class card leads with: how long until it starts, until when it runs, or when it ended. The server
// says where the class stands in China time and how many days are left, so a phone in another zone agrees.
import { chinaDate } from '@contract/china-time'
import type { MyClass } from '@contract/learning/shapes'
import { t } from '@/shared/i18n'

/** '2026-12-01' → '12-01' within the current year (China's), the whole date otherwise. */
export function shortDate(date: string, thisYear = chinaDate(new Date()).slice(0, 4)): string {
  return date.startsWith(`${thisYear}-`) ? date.slice(5) : date
}

export function classTimingText(c: Pick<MyClass, 'state' | 'daysToStart' | 'endDate'>, thisYear?: string): string {
  if (c.state === 'upcoming') {
    return c.daysToStart === 1 ? t('learning.classes.startsTomorrow') : t('learning.classes.startsIn', { n: c.daysToStart ?? 0 })
  }
  const date = shortDate(c.endDate, thisYear)
  return c.state === 'ongoing' ? t('learning.classes.inClass', { date }) : t('learning.classes.endedOn', { date })
}

/** '2026-12-01 ~ 12-10', one date for a one-day class. */
export function classDatesText(c: Pick<MyClass, 'startDate' | 'endDate'>): string {
  if (c.startDate === c.endDate) return c.startDate
  const sameYear = c.startDate.slice(0, 4) === c.endDate.slice(0, 4)
  return `${c.startDate} ~ ${sameYear ? c.endDate.slice(5) : c.endDate}`
}
