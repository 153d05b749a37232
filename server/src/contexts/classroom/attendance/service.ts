// Attendance: the learner's own (签到详情), the teacher's sessions with counts (我的班级安排), a session's roll, hand
// marks and remarks, a class's totals. A teacher reaches only sessions of classes they teach (scope in the WHERE).
import type { Paged } from '@contract/envelope'
import type { AttendanceMethod, AttendanceStatus, LeaveStatus } from '@contract/classroom/constants'
import type { AttendanceRecord } from '@contract/classroom/shapes'
import type {
  AttendanceRow, ClassAttendance, MarkAttendanceInput, SessionAttendance, TeacherSession, TeacherSessionQuery
} from '@contract/classroom/teacher-shapes'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { syncSeats } from '../../learning'
import type { ClassroomContext } from '../context'
import { classInScope, teacherScope, type Viewer } from '../scope/scope'
import { findSession, sessionQuery, type SessionRow } from '../scope/sessions-repo'
import { derivedAttendance, toClassSession } from '../scope/views'
import { classSessions } from '../tables'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { whenFilter } from './when'
import * as repo from './repo'

const sessionNotFound = () => userError('NOT_FOUND', '课次不存在')

export async function listMyAttendance(ctx: ClassroomContext, userId: number, query: PageQueryInput & { classId?: number }): Promise<Paged<AttendanceRecord>> {
  const now = ctx.now()
  await syncSeats(ctx.db, { userId }, now)
  const { rows, details, total } = await repo.myAttendance(ctx.db, userId, now, query.classId, offsetOf(query), query.size)
  const byId = new Map(details.map((d) => [d.sessionId, d]))
  const list = rows.map((r): AttendanceRecord => {
    const row = byId.get(r.id)
    return {
      sessionId: r.id, classId: r.classId, className: r.className, sessionTitle: r.title,
      startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), status: derivedAttendance(r, now),
      method: row?.method ?? null, checkedInAt: row?.checkedInAt?.toISOString() ?? null, remark: row?.remark ?? ''
    }
  })
  return { list, total, page: query.page, size: query.size }
}

async function withCounts(ctx: ClassroomContext, rows: SessionRow[]): Promise<TeacherSession[]> {
  const now = ctx.now()
  const counts = await repo.sessionCounts(ctx.db, rows.map((r) => r.id))
  return rows.map((r) => {
    const c = counts.get(r.id) ?? { expected: 0, present: 0, late: 0, leave: 0, marked: 0 }
    const ended = r.status === 'scheduled' && r.endsAt < now
    const absent = ended ? Math.max(0, c.expected - c.present - c.late - c.leave) : 0
    return { ...toClassSession(r, now, false), expected: c.expected, present: c.present, late: c.late, leave: c.leave, absent }
  })
}

export async function listTeacherSessions(ctx: ClassroomContext, viewer: Viewer, query: PageQueryInput & Omit<TeacherSessionQuery, 'page' | 'size'>): Promise<Paged<TeacherSession>> {
  const now = ctx.now()
  await syncSeats(ctx.db, {}, now)
  const { query: sessions } = sessionQuery(ctx.db, null)
  const where = and(teacherScope(ctx.db, viewer, classSessions.classId), query.classId ? eq(classSessions.classId, query.classId) : undefined, whenFilter(query.when, now))
  const order = query.when === 'past' ? [desc(classSessions.startsAt), desc(classSessions.id)] : [asc(classSessions.startsAt), asc(classSessions.id)]
  const [rows, [total]] = await Promise.all([
    sessions.where(where).orderBy(...order).offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(classSessions).where(where)
  ])
  return { list: await withCounts(ctx, rows), total: total?.n ?? 0, page: query.page, size: query.size }
}

/** The session if the viewer may run it (teacher of its class, or staff). */
export async function sessionInScope(ctx: ClassroomContext, viewer: Viewer, sessionId: number) {
  const session = await findSession(ctx.db, sessionId, teacherScope(ctx.db, viewer, classSessions.classId))
  if (!session) throw sessionNotFound()
  return session
}

function toRow(r: Awaited<ReturnType<typeof repo.sessionLearners>>[number], session: SessionRow, now: Date): AttendanceRow {
  const status = derivedAttendance({ attendanceStatus: r.status, leaveStatus: r.leave, endsAt: session.endsAt, status: session.status }, now)
  return {
    learner: { id: r.id, name: r.name ?? '', avatar: r.avatar ?? '', phone: r.phone ?? '' }, status,
    method: (r.method as AttendanceMethod | null) ?? null, checkedInAt: r.checkedInAt?.toISOString() ?? null,
    remark: r.remark ?? '', leave: (r.leave as LeaveStatus | null) ?? null
  }
}

export async function getSessionAttendance(ctx: ClassroomContext, viewer: Viewer, sessionId: number): Promise<SessionAttendance> {
  const session = await sessionInScope(ctx, viewer, sessionId)
  await syncSeats(ctx.db, { classId: session.classId }, ctx.now())
  const [withCount] = await withCounts(ctx, [session])
  const learners = await repo.sessionLearners(ctx.db, session.id, session.classId)
  return { session: withCount!, rows: learners.map((r) => toRow(r, session, ctx.now())) }
}

async function learnerRow(ctx: ClassroomContext, session: SessionRow, userId: number): Promise<AttendanceRow> {
  const learners = await repo.sessionLearners(ctx.db, session.id, session.classId)
  const row = learners.find((r) => r.id === userId)
  if (!row) throw userError('NOT_FOUND', '该学员不在本班')
  return toRow(row, session, ctx.now())
}

/** A hand mark by the teacher ('teacher') or a correction by staff ('staff'); the learner must hold a seat. */
export async function mark(ctx: ClassroomContext, viewer: Viewer, input: MarkAttendanceInput, method: AttendanceMethod): Promise<AttendanceRow> {
  const session = await sessionInScope(ctx, viewer, input.sessionId)
  if (session.status === 'cancelled') throw userError('CLASS_SESSION_CANCELLED', '该课次已取消')
  await learnerRow(ctx, session, input.userId)
  await repo.upsertMark(ctx.db, { ...input, method, by: viewer.id, now: ctx.now() })
  return learnerRow(ctx, session, input.userId)
}

export async function remark(ctx: ClassroomContext, viewer: Viewer, input: { sessionId: number; userId: number; remark: string }): Promise<AttendanceRow> {
  const session = await sessionInScope(ctx, viewer, input.sessionId)
  const current = await learnerRow(ctx, session, input.userId)
  const status: AttendanceStatus = current.status ?? 'absent'
  await repo.upsertRemark(ctx.db, { ...input, by: viewer.id, now: ctx.now(), status })
  return learnerRow(ctx, session, input.userId)
}

export async function getClassAttendance(ctx: ClassroomContext, viewer: Viewer, classId: number): Promise<ClassAttendance> {
  if (!(await classInScope(ctx.db, viewer, classId))) throw userError('CLASS_NOT_FOUND', '班级不存在')
  await syncSeats(ctx.db, { classId }, ctx.now())
  const { held, rows } = await repo.classTotals(ctx.db, classId, ctx.now())
  return {
    classId, sessionsHeld: held,
    learners: rows.map((r) => {
      const leave = r.leaveMarked + r.leaveApproved
      return { learner: { id: r.id, name: r.name, avatar: r.avatar }, present: r.present, late: r.late, leave, absent: Math.max(0, held - r.present - r.late - leave) }
    })
  }
}
