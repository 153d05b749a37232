// China time, named once for app, server and console. The company, its classes, exams and both payment providers
// live on Beijing time (UTC+8, no daylight saving), while servers and containers usually run in UTC and a learner's
// phone may be set to any zone. Every date or time shown to a person or sent to a provider is formatted here, from
// the instant, never with the process's or the browser's local zone (Date#getHours, toLocaleString without a zone,
// dayjs() without an offset): those read 8 hours off on a UTC host. Zod-free and dependency-free, so the app and
// the console import it at run time.

/** UTC+8 in milliseconds. China has had no daylight saving since 1991, so a fixed offset is exact. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

const DAY_MS = 24 * 60 * 60 * 1000

type Instant = Date | string | number

const toDate = (at: Instant): Date => (at instanceof Date ? at : new Date(at))

/** The instant's wall clock in China as an ISO string without zone: 'YYYY-MM-DDTHH:mm:ss.sss'. */
function chinaWallClock(at: Instant): string {
  return new Date(toDate(at).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 23)
}

/** 'YYYY-MM-DD' of the instant in China. */
export function chinaDate(at: Instant): string {
  return chinaWallClock(at).slice(0, 10)
}

/** 'HH:mm' of the instant in China. */
export function chinaClock(at: Instant): string {
  return chinaWallClock(at).slice(11, 16)
}

/** 'YYYY-MM-DD HH:mm' of the instant in China: how the app and the console show a time. */
export function chinaDateTime(at: Instant): string {
  return chinaWallClock(at).slice(0, 16).replace('T', ' ')
}

/** 'YYYY-MM-DD HH:mm:ss' in China: Alipay's `timestamp` and its other request times. */
export function chinaTimestamp(at: Instant): string {
  return chinaWallClock(at).slice(0, 19).replace('T', ' ')
}

/** RFC 3339 with the +08:00 offset ('2026-01-31T12:00:00+08:00'), the form WeChat Pay's examples use. */
export function chinaRfc3339(at: Instant): string {
  return `${chinaWallClock(at).slice(0, 19)}+08:00`
}

/** The instant a China calendar day ('YYYY-MM-DD') begins. */
export function chinaMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`)
}

/** The instant a China calendar day ends (its last millisecond): "valid until" a date means through that day. */
export function chinaEndOfDay(date: string): Date {
  return new Date(`${date}T23:59:59.999+08:00`)
}

/** A China wall-clock time ('YYYY-MM-DD HH:mm[:ss]', as Alipay answers) as an instant. */
export function fromChinaWallClock(text: string): Date {
  return new Date(`${text.trim().replace(' ', 'T')}+08:00`)
}

/** The China calendar date `days` after `date` (negative for before). */
export function addChinaDays(date: string, days: number): string {
  return chinaDate(chinaMidnight(date).getTime() + days * DAY_MS)
}

/** Whole calendar days from one 'YYYY-MM-DD' to another: 0 on the same day, 1 to the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)
}
