// Months as the company's books count them: in China time, whatever the host's zone.
import { chinaDate, chinaMidnight } from '@contract/china-time'

/** YYYY-MM → the first instant of that month and of the next one (China time). */
export function monthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  return { start: chinaMidnight(`${month}-01`), end: chinaMidnight(`${next}-01`) }
}

/** The last day (YYYY-MM-DD) of a month: its share is the one in effect that day. */
export function lastDayOf(month: string): string {
  return chinaDate(monthRange(month).end.getTime() - 1)
}

export const monthOf = (at: Date): string => chinaDate(at).slice(0, 7)

/** A SQL expression's time as YYYY-MM or YYYY-MM-DD in China time. */
export const CHINA_ZONE = 'Asia/Shanghai'
