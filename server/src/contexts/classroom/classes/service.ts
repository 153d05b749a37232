// A class as learners see it (班级详情), its sessions, the learner's timetable (课表) and photos (精彩瞬间).
import type { Paged } from '@contract/envelope'
import type { ClassDetail, ClassPhoto, ClassSession, TimetableQuery } from '@contract/classroom/shapes'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { classStatus } from '../../catalog'
import { mySeatInClass, syncSeats } from '../../learning'
import type { ClassroomContext } from '../context'
import { toClassSession } from '../scope/views'
import * as repo from './repo'

const CHINA_OFFSET = '+08:00'
const TIMETABLE_MAX_DAYS = 62
const classNotFound = () => userError('CLASS_NOT_FOUND', '班级不存在')

export async function getClassDetail(ctx: ClassroomContext, classId: number, userId: number | null): Promise<ClassDetail> {
  const now = ctx.now()
  const found = await repo.findClass(ctx.db, classId)
  if (!found) throw classNotFound()
  const { cls, venue } = found
  const cancelled = found.cancelled ?? false
  const [teachers, classmates, sessionsTotal, next, mySeat] = await Promise.all([
    repo.teachersOf(ctx.db, classId),
    repo.classmates(ctx.db, classId),
    repo.sessionCount(ctx.db, classId),
    repo.listSessions(ctx.db, classId, userId, 'upcoming', now, 0, 1),
    userId === null ? null : mySeatInClass(ctx, userId, classId)
  ])
  return {
    id: cls.id,
    goods: { id: cls.goodsId, title: cls.goodsTitle, cover: cls.goodsCover },
    name: cls.name, city: cls.city, startDate: cls.startDate, endDate: cls.endDate, days: cls.days, schedule: cls.schedule,
    status: cancelled ? 'off_sale' : classStatus({ ...cls, status: cls.storedStatus }, now),
    cancelled,
    venue: venue ? { id: venue.id, name: venue.name, city: venue.city, address: venue.address, lat: venue.lat, lng: venue.lng, phone: venue.phone } : null,
    teachers,
    classmates,
    capacity: cls.capacity,
    seatsLeft: cls.seatsLeft,
    mySeat,
    nextSession: next.rows[0] ? toClassSession(next.rows[0], now, mySeat !== null) : null,
    sessionsTotal
  }
}

export async function listClassSessions(
  ctx: ClassroomContext, classId: number, userId: number | null, query: PageQueryInput & { when?: 'upcoming' | 'past' }
): Promise<Paged<ClassSession>> {
  const now = ctx.now()
  if (!(await repo.findClass(ctx.db, classId))) throw classNotFound()
  const mine = userId === null ? null : await mySeatInClass(ctx, userId, classId)
  const { rows, total } = await repo.listSessions(ctx.db, classId, mine ? userId : null, query.when, now, offsetOf(query), query.size)
  return { list: rows.map((r) => toClassSession(r, now, mine !== null)), total, page: query.page, size: query.size }
}

/** Dates are China days: from 00:00 of `from` to 24:00 of `to`. */
export async function getTimetable(ctx: ClassroomContext, userId: number, query: TimetableQuery): Promise<ClassSession[]> {
  const from = new Date(`${query.from}T00:00:00${CHINA_OFFSET}`)
  const to = new Date(new Date(`${query.to}T00:00:00${CHINA_OFFSET}`).getTime() + 24 * 3600 * 1000)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw userError('VALIDATION', '日期无效', 'from')
  if (to.getTime() - from.getTime() > TIMETABLE_MAX_DAYS * 24 * 3600 * 1000) {
    throw userError('VALIDATION', `课表一次最多查询${TIMETABLE_MAX_DAYS}天`, 'to')
  }
  await syncSeats(ctx.db, { userId }, ctx.now())
  const rows = await repo.timetable(ctx.db, userId, from, to, query.classId)
  const now = ctx.now()
  return rows.map((r) => toClassSession(r, now, true))
}

export async function listPhotos(ctx: ClassroomContext, classId: number, query: PageQueryInput): Promise<Paged<ClassPhoto>> {
  if (!(await repo.findClass(ctx.db, classId))) throw classNotFound()
  const { rows, total } = await repo.listPhotos(ctx.db, classId, offsetOf(query), query.size)
  return {
    list: rows.map((p) => ({ id: p.id, url: p.url, caption: p.caption, takenAt: p.takenAt.toISOString() })),
    total, page: query.page, size: query.size
  }
}
