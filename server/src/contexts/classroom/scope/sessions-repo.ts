// Sessions as every page shows them: with the class's name, the teacher (the session's own or the class's first), the
// venue, and for a learner their attendance and leave. One statement; the caller adds its scope to the WHERE.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { userRows } from '../../identity'
import { attendance, classSessions, classSetups, leaveRequests, venues } from '../tables'
import { firstTeacherOf } from './scope'

export function sessionQuery(db: Db, learnerId: number | null) {
  const classes = classRows(db)
  const teacher = userRows(db, 'session_teacher')
  const mine = (column: SQL) => (learnerId === null ? sql`null` : column)
  return {
    classes,
    query: db
      .select({
        id: classSessions.id, classId: classSessions.classId, className: classes.name, goodsId: classes.goodsId,
        title: classSessions.title, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt,
        status: classSessions.status, moved: classSessions.moved,
        teacherId: teacher.id, teacherName: teacher.name, teacherAvatar: teacher.avatar,
        venueName: venues.name, venueAddress: venues.address, venueLat: venues.lat, venueLng: venues.lng,
        attendanceStatus: mine(sql`(select ${attendance.status} from ${attendance} where ${attendance.sessionId} = ${classSessions.id}
          and ${attendance.userId} = ${learnerId})`).mapWith(String),
        leaveStatus: mine(sql`(select ${leaveRequests.status} from ${leaveRequests} where ${leaveRequests.sessionId} = ${classSessions.id}
          and ${leaveRequests.userId} = ${learnerId} order by ${leaveRequests.id} desc limit 1)`).mapWith(String)
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .leftJoin(classSetups, eq(classSetups.classId, classSessions.classId))
      .leftJoin(venues, eq(venues.id, classSetups.venueId))
      .leftJoin(teacher, eq(teacher.id, sql`coalesce(${classSessions.teacherId}, ${firstTeacherOf(classSessions.classId)})`))
      .$dynamic()
  }
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['query']['execute']>>[number]

export async function findSession(db: Db, sessionId: number, where?: SQL) {
  const { query } = sessionQuery(db, null)
  const [row] = await query.where(and(eq(classSessions.id, sessionId), where)).limit(1)
  return row
}
