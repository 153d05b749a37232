// Demo classroom: a venue per demo city (every class of that city gets it), 上海第8期's sessions every other day from
// its first day to its last (the demo learner 13800000001 present, then late, then on approved leave at the three
// held so far; the demo teacher 13800000002 teaches it, as the homework seed made them), its photos, the learner's
// rating of the first session, reminders they were sent, and the teacher's own leave request. Only while no venue
// exists, so seeding again changes nothing.
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { findUserByPhone } from '../../src/contexts/identity/seeding'
import {
  attendance, classPhotos, classSessions, classSetups, classTeachers, goods, goodsClasses, leaveRequests, noticeOutbox,
  ratings, teacherLeaves, venues
} from '../../src/db/schema'
import { contentImagePath } from '../content/images'
import { DEMO_CLASS, SEED_LEAVE_REASON, SEED_PHOTOS, SEED_RATING, SEED_TEACHER_LEAVE_REASON, SEED_VENUES, SESSION_TOPICS } from './content'

const DAY_MS = 24 * 3600_000
const SESSION_EVERY_DAYS = 2

/** 09:00 and 12:00 China time of a 'YYYY-MM-DD' date plus `days`. */
function sessionTimes(startDate: string, days: number) {
  const startsAt = new Date(new Date(`${startDate}T09:00:00+08:00`).getTime() + days * DAY_MS)
  return { startsAt, endsAt: new Date(startsAt.getTime() + 3 * 3600_000) }
}

async function seedVenues(tx: Db): Promise<void> {
  const rows = await tx.insert(venues).values(SEED_VENUES).returning({ id: venues.id, city: venues.city })
  const byCity = new Map(rows.map((v) => [v.city, v.id]))
  const classes = await tx.select({ id: goodsClasses.id, city: goodsClasses.city }).from(goodsClasses)
  const setups = classes.filter((c) => byCity.has(c.city)).map((c) => ({ classId: c.id, venueId: byCity.get(c.city)! }))
  if (setups.length > 0) await tx.insert(classSetups).values(setups).onConflictDoNothing()
}

async function demoClass(tx: Db) {
  const [row] = await tx.select({ id: goodsClasses.id, name: goodsClasses.name, startDate: goodsClasses.startDate, endDate: goodsClasses.endDate })
    .from(goodsClasses).innerJoin(goods, eq(goods.id, goodsClasses.goodsId))
    .where(and(eq(goods.slug, DEMO_CLASS.goods), eq(goodsClasses.name, DEMO_CLASS.name)))
  return row
}

/** The sessions, every other day through the last day; returns those already ended at `now`, in order. */
async function seedSessions(tx: Db, cls: { id: number; startDate: string; endDate: string }, now: Date) {
  const lastDay = Math.round((Date.parse(cls.endDate) - Date.parse(cls.startDate)) / DAY_MS)
  const values = []
  for (let day = 0, n = 0; day <= lastDay; day += SESSION_EVERY_DAYS, n += 1) {
    values.push({ classId: cls.id, title: `第${n + 1}课 ${SESSION_TOPICS[n % SESSION_TOPICS.length]}`, ...sessionTimes(cls.startDate, day) })
  }
  const rows = await tx.insert(classSessions).values(values).returning()
  return rows.filter((s) => s.endsAt < now).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

type Session = typeof classSessions.$inferSelect

async function seedLearnerRecord(tx: Db, held: Session[], learnerId: number, teacherId: number, cls: { id: number; name: string }, now: Date) {
  const [first, second, third] = held
  if (first) {
    await tx.insert(attendance).values({ sessionId: first.id, userId: learnerId, status: 'present', method: 'code', checkedInAt: new Date(first.startsAt.getTime() - 10 * 60_000) })
    await tx.insert(ratings).values({ sessionId: first.id, userId: learnerId, teacherId, ...SEED_RATING, createdAt: first.endsAt })
  }
  if (second) {
    await tx.insert(attendance).values({ sessionId: second.id, userId: learnerId, status: 'late', method: 'code', checkedInAt: new Date(second.startsAt.getTime() + 20 * 60_000) })
  }
  if (third) {
    const asked = new Date(third.startsAt.getTime() - 2 * DAY_MS)
    const [leave] = await tx.insert(leaveRequests).values({
      sessionId: third.id, userId: learnerId, reason: SEED_LEAVE_REASON, status: 'approved', reviewedBy: teacherId,
      reviewedAt: new Date(asked.getTime() + 3600_000), createdAt: asked
    }).returning({ id: leaveRequests.id })
    await tx.insert(noticeOutbox).values({
      userId: learnerId, eventKey: `leave_approved:${leave!.id}`, event: 'leave_approved', title: '请假已批准',
      body: `你在${cls.name}「${third.title}」的请假已批准。`, page: `pages/course/signDetail?classId=${cls.id}`, classId: cls.id,
      sessionId: third.id, state: 'sent', channel: 'log', attempts: 1, sentAt: new Date(asked.getTime() + 3600_000), createdAt: new Date(asked.getTime() + 3600_000)
    })
  }
  const started = new Date(now.getTime() - 6 * DAY_MS)
  await tx.insert(noticeOutbox).values({
    userId: learnerId, eventKey: `class_starts_tomorrow:${cls.id}`, event: 'class_starts_tomorrow', title: '开课提醒',
    body: `${cls.name}明天开课，请准时到场。`, page: `pages/course/classInfo?id=${cls.id}`, classId: cls.id,
    state: 'sent', channel: 'log', attempts: 1, sentAt: started, createdAt: started
  })
}

/** Does nothing when a venue exists. True when it added the classroom. */
export async function seedDemoClassroom(tx: Db, now: Date): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(venues)
  if ((existing?.n ?? 0) > 0) return false
  await seedVenues(tx)
  const cls = await demoClass(tx)
  const learner = await findUserByPhone(tx, '13800000001')
  const teacher = await findUserByPhone(tx, '13800000002')
  if (!cls || !learner || !teacher) return true
  await tx.insert(classTeachers).values({ classId: cls.id, teacherId: teacher.id }).onConflictDoNothing()
  const held = await seedSessions(tx, cls, now)
  await seedLearnerRecord(tx, held, learner.id, teacher.id, cls, now)
  await tx.insert(classPhotos).values(SEED_PHOTOS.map((p) => ({
    classId: cls.id, url: contentImagePath(p.image), caption: p.caption, takenAt: new Date(now.getTime() - p.daysAgo * DAY_MS), createdBy: teacher.id
  })))
  await tx.insert(teacherLeaves).values({
    teacherId: teacher.id, startsAt: sessionTimes(cls.endDate, 3).startsAt, endsAt: sessionTimes(cls.endDate, 5).startsAt,
    reason: SEED_TEACHER_LEAVE_REASON, createdAt: now
  })
  return true
}
