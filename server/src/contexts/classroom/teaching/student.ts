// 学员信息: a learner's record for that learner's teachers and staff only. Whether the viewer may see the learner is
// in the same statement as the learner's id (a teacher of a class the learner holds a seat in), so anyone else gets
// exactly the not-found a missing id gets.
import { and, count, eq, exists, sql } from 'drizzle-orm'
import type { AttendanceRecord } from '@contract/classroom/shapes'
import type { StudentInfo } from '@contract/classroom/teacher-shapes'
import { userError } from '../../../http/errors'
import { classRows, classStatus } from '../../catalog'
import { genderOf, userRows } from '../../identity'
import { activeSeatRows, syncSeats } from '../../learning'
import { myAttendance } from '../attendance/repo'
import type { ClassroomContext } from '../context'
import { isStaff, teaches, type Viewer } from '../scope/scope'
import { derivedAttendance } from '../scope/views'
import { classFields } from './repo'
import { homeworkSubmissions } from '../tables'

const ATTENDANCE_SHOWN = 50

async function visibleLearner(ctx: ClassroomContext, viewer: Viewer, learnerId: number) {
  const people = userRows(ctx.db)
  const seats = activeSeatRows(ctx.db)
  const taught = exists(ctx.db.select({ one: sql`1` }).from(seats)
    .where(and(eq(seats.userId, people.id), teaches(ctx.db, viewer.id, seats.classId))))
  const [row] = await ctx.db.select().from(people).where(and(eq(people.id, learnerId), isStaff(viewer) ? undefined : taught)).limit(1)
  return row
}

async function classesOf(ctx: ClassroomContext, learnerId: number, now: Date): Promise<StudentInfo['classes']> {
  // Active seats only: a seat transferred away or refunded is no longer this learner's class.
  const seats = activeSeatRows(ctx.db)
  const classes = classRows(ctx.db)
  const rows = await ctx.db.select({ cls: classFields(classes) }).from(seats).innerJoin(classes, eq(classes.id, seats.classId))
    .where(eq(seats.userId, learnerId)).orderBy(classes.startDate)
  return rows.map(({ cls }) => ({
    classId: cls.id, name: cls.name, startDate: cls.startDate, endDate: cls.endDate,
    status: classStatus({ ...cls, status: cls.storedStatus }, now), seatStatus: 'active'
  }))
}

async function homeworkOf(ctx: ClassroomContext, learnerId: number): Promise<StudentInfo['homework']> {
  const rows = await ctx.db.select({ status: homeworkSubmissions.status, n: count() }).from(homeworkSubmissions)
    .where(eq(homeworkSubmissions.userId, learnerId)).groupBy(homeworkSubmissions.status)
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0
  return { submitted: of('submitted'), pending: of('pending'), approved: of('approved'), rejected: of('rejected') }
}

async function attendanceOf(ctx: ClassroomContext, learnerId: number, now: Date): Promise<AttendanceRecord[]> {
  const { rows, details } = await myAttendance(ctx.db, learnerId, now, undefined, 0, ATTENDANCE_SHOWN)
  const byId = new Map(details.map((d) => [d.sessionId, d]))
  return rows.map((r) => {
    const own = byId.get(r.id)
    return {
      sessionId: r.id, classId: r.classId, className: r.className, sessionTitle: r.title, startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(), status: derivedAttendance(r, now), method: own?.method ?? null,
      checkedInAt: own?.checkedInAt?.toISOString() ?? null, remark: own?.remark ?? ''
    }
  })
}

export async function getStudentInfo(ctx: ClassroomContext, viewer: Viewer, learnerId: number): Promise<StudentInfo> {
  const now = ctx.now()
  await syncSeats(ctx.db, { userId: learnerId }, now)
  const person = await visibleLearner(ctx, viewer, learnerId)
  if (!person) throw userError('NOT_FOUND', '学员不存在')
  const [gender, classes, attendance, homework] = await Promise.all([
    genderOf(ctx.db, learnerId), classesOf(ctx, learnerId, now), attendanceOf(ctx, learnerId, now), homeworkOf(ctx, learnerId)
  ])
  return {
    profile: { id: person.id, name: person.name, avatar: person.avatar, phone: person.phone, gender },
    classes, attendance, homework, exams: []
  }
}
