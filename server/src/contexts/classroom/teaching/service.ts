// The teacher's own lists (讲师课程, 我的班级, a class, its learners). A teacher reaches only classes they teach;
// staff (academic, admin) reach every class where the endpoint allows them. Out of scope reads as not found.
import type { Paged } from '@contract/envelope'
import type { ClassLearner, TeacherClass, TeacherClassListQuery, TeacherCourse } from '@contract/classroom/teacher-shapes'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { chinaDate, classStatus } from '../../catalog'
import { syncSeats } from '../../learning'
import { classTotals } from '../attendance/repo'
import { listSessions } from '../classes/repo'
import type { ClassroomContext } from '../context'
import type { Viewer } from '../scope/scope'
import { toClassSession } from '../scope/views'
import * as repo from './repo'

const classNotFound = () => userError('CLASS_NOT_FOUND', '班级不存在')

async function toTeacherClass(ctx: ClassroomContext, row: repo.TeacherClassRow, now: Date): Promise<TeacherClass> {
  const { cls, venue } = row
  const next = await listSessions(ctx.db, cls.id, null, 'upcoming', now, 0, 1)
  return {
    id: cls.id, goods: { id: cls.goodsId, title: cls.goodsTitle, cover: cls.goodsCover }, name: cls.name, city: cls.city,
    startDate: cls.startDate, endDate: cls.endDate, schedule: cls.schedule,
    status: row.cancelled ? 'off_sale' : classStatus({ ...cls, status: cls.storedStatus }, now),
    venue: venue ? { id: venue.id, name: venue.name, city: venue.city, address: venue.address, lat: venue.lat, lng: venue.lng, phone: venue.phone } : null,
    learners: row.learners, sessionsTotal: row.sessionsTotal, sessionsDone: row.sessionsDone,
    nextSession: next.rows[0] ? toClassSession(next.rows[0], now, false) : null
  }
}

export async function listClasses(ctx: ClassroomContext, viewer: Viewer, query: PageQueryInput & Omit<TeacherClassListQuery, 'page' | 'size'>): Promise<Paged<TeacherClass>> {
  const now = ctx.now()
  await syncSeats(ctx.db, {}, now)
  const { rows, total } = await repo.teacherClasses(ctx.db, viewer, { state: query.state, today: chinaDate(now), now }, offsetOf(query), query.size)
  return { list: await Promise.all(rows.map((r) => toTeacherClass(ctx, r, now))), total, page: query.page, size: query.size }
}

export async function getClass(ctx: ClassroomContext, viewer: Viewer, classId: number): Promise<TeacherClass> {
  const now = ctx.now()
  await syncSeats(ctx.db, { classId }, now)
  const row = await repo.teacherClass(ctx.db, viewer, classId, now)
  if (!row) throw classNotFound()
  return toTeacherClass(ctx, row, now)
}

export async function listCourses(ctx: ClassroomContext, viewer: Viewer, query: PageQueryInput): Promise<Paged<TeacherCourse>> {
  await syncSeats(ctx.db, {}, ctx.now())
  const { rows, total } = await repo.teacherCourses(ctx.db, viewer, offsetOf(query), query.size)
  const list = rows.map((r) => ({ goods: { id: r.goodsId, title: r.title, cover: r.cover }, classes: r.classes, learners: r.learners }))
  return { list, total, page: query.page, size: query.size }
}

/** Present counts late arrivals too; leave is an approved request or a 'leave' mark; absent is the rest of the held. */
export async function listLearners(ctx: ClassroomContext, viewer: Viewer, classId: number, query: PageQueryInput): Promise<Paged<ClassLearner>> {
  const now = ctx.now()
  await syncSeats(ctx.db, { classId }, now)
  if (!(await repo.teacherClass(ctx.db, viewer, classId, now))) throw classNotFound()
  const [{ rows, total }, totals] = await Promise.all([
    repo.classLearners(ctx.db, classId, offsetOf(query), query.size), classTotals(ctx.db, classId, now)
  ])
  const byId = new Map(totals.rows.map((t) => [t.id, t]))
  const list = rows.map((r): ClassLearner => {
    const t = byId.get(r.id)
    const present = (t?.present ?? 0) + (t?.late ?? 0)
    const leave = (t?.leaveMarked ?? 0) + (t?.leaveApproved ?? 0)
    return {
      learner: { id: r.id, name: r.name ?? '', avatar: r.avatar ?? '', phone: r.phone ?? '' }, seatId: r.seatId,
      joinedAt: r.joinedAt.toISOString(), present, leave, absent: Math.max(0, totals.held - present - leave)
    }
  })
  return { list, total, page: query.page, size: query.size }
}
