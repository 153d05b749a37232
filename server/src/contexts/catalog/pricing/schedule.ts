// When and where an order's class or exam session takes place, for the order detail (上课信息). Read at the time
// of asking, so a class whose dates staff moved shows the new dates. Classes keep a city and a timetable text but
// no venue of their own; exam sessions have a venue and an address.
import { eq } from 'drizzle-orm'
import type { OrderSchedule } from '@contract/commerce/schemas'
import type { Db } from '../../../db'
import { examSessions, goodsClasses } from '../tables'
import { chinaDate } from '../goods/availability'

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** 'YYYY-MM-DD HH:mm' of the instant in China. */
const chinaDateTime = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

async function classSchedule(db: Db, classId: number): Promise<OrderSchedule | null> {
  const [c] = await db.select().from(goodsClasses).where(eq(goodsClasses.id, classId)).limit(1)
  if (!c) return null
  return { kind: 'class', name: c.name, city: c.city, startDate: c.startDate, endDate: c.endDate, time: c.schedule, venue: '' }
}

async function sessionSchedule(db: Db, sessionId: number): Promise<OrderSchedule | null> {
  const [s] = await db.select().from(examSessions).where(eq(examSessions.id, sessionId)).limit(1)
  if (!s) return null
  const day = chinaDate(s.startsAt)
  const venue = [s.venueName, s.venueAddress].filter(Boolean).join(' · ')
  return { kind: 'exam', name: '', city: s.city, startDate: day, endDate: day, time: chinaDateTime(s.startsAt), venue }
}

/** The class or exam session of an order (null when the goods has neither, or it was deleted since). */
export function orderSchedule(db: Db, ref: { classId: number | null; examSessionId: number | null }): Promise<OrderSchedule | null> {
  if (ref.classId) return classSchedule(db, ref.classId)
  if (ref.examSessionId) return sessionSchedule(db, ref.examSessionId)
  return Promise.resolve(null)
}
