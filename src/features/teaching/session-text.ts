// How a session's time is written on the teacher's pages: its China date and clock span, e.g. '11-28 09:00-12:00'.
import { chinaClock, chinaDate } from '@contract/china-time'
import type { ClassSession } from '@contract/classroom/shapes'

export function sessionTimeText(s: Pick<ClassSession, 'startsAt' | 'endsAt'>, thisYear = chinaDate(new Date()).slice(0, 4)): string {
  const start = new Date(s.startsAt)
  const date = chinaDate(start)
  return `${date.startsWith(`${thisYear}-`) ? date.slice(5) : date} ${chinaClock(start)}-${chinaClock(new Date(s.endsAt))}`
}

/** Where a session stands now: held or cancelled sessions take no check-in. */
export function sessionPhase(s: Pick<ClassSession, 'startsAt' | 'endsAt' | 'status'>, now = Date.now()): 'cancelled' | 'upcoming' | 'ongoing' | 'ended' {
  if (s.status === 'cancelled') return 'cancelled'
  if (now >= Date.parse(s.endsAt)) return 'ended'
  return now >= Date.parse(s.startsAt) ? 'ongoing' : 'upcoming'
}
