// 'upcoming' (not ended yet) or 'past' (ended) sessions.
import { gte, lt } from 'drizzle-orm'
import { classSessions } from '../tables'

export function whenFilter(when: 'upcoming' | 'past' | undefined, now: Date) {
  if (when === 'upcoming') return gte(classSessions.endsAt, now)
  if (when === 'past') return lt(classSessions.endsAt, now)
  return undefined
}
