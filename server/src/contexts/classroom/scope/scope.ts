// Who may see what, as SQL conditions used in the same WHERE as the id (a row outside the caller's scope answers
// exactly like a missing one): a learner sees sessions of classes they hold an active seat in; a teacher sees classes
// they teach (a teacher of the class, or of one of its sessions); academic and admin staff see every class.
import { and, eq, exists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { activeSeatRows } from '../../learning'
import { classSessions, classTeachers } from '../tables'

export type Viewer = Pick<CurrentUser, 'id' | 'roles'>

export const isStaff = (user: Pick<CurrentUser, 'roles'>) => user.roles.includes('academic') || user.roles.includes('admin')

/** The learner holds an active seat in the class `classId` names. */
export function holdsSeat(db: Db, userId: number, classId: AnyColumn | SQL): SQL {
  const seats = activeSeatRows(db)
  return exists(db.select({ one: sql`1` }).from(seats).where(and(eq(seats.userId, userId), eq(seats.classId, classId))))
}

/** The teacher teaches the class `classId` names: listed as its teacher, or teaching one of its sessions. */
export function teaches(db: Db, teacherId: number, classId: AnyColumn | SQL): SQL {
  return or(
    exists(db.select({ one: sql`1` }).from(classTeachers).where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)))),
    exists(db.select({ one: sql`1` }).from(classSessions).where(and(eq(classSessions.classId, classId), eq(classSessions.teacherId, teacherId))))
  )!
}

/** Staff: no condition; a teacher: the classes they teach. */
export function teacherScope(db: Db, viewer: Viewer, classId: AnyColumn | SQL): SQL | undefined {
  return isStaff(viewer) ? undefined : teaches(db, viewer.id, classId)
}

/** The class's first teacher (by sort), for a session without its own. */
export function firstTeacherOf(classId: AnyColumn | SQL): SQL<number | null> {
  return sql<number | null>`(select ${classTeachers.teacherId} from ${classTeachers} where ${classTeachers.classId} = ${classId}
    order by ${classTeachers.sort}, ${classTeachers.teacherId} limit 1)`
}

/** The class exists and the viewer may run it (a teacher of it, or staff): one statement. */
export async function classInScope(db: Db, viewer: Viewer, classId: number): Promise<boolean> {
  const classes = classRows(db)
  const [row] = await db.select({ id: classes.id }).from(classes)
    .where(and(eq(classes.id, classId), teacherScope(db, viewer, classes.id))).limit(1)
  return Boolean(row)
}
