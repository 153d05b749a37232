// Who came to a class at least once (present or late at any of its sessions), as a subquery: settlement counts
// the learners an organisation's classes actually taught, in the same statement as its money figures.
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db'
import { attendance, classSessions } from '../tables'

export function attendedLearnerRows(db: Db) {
  return db
    .selectDistinct({ classId: classSessions.classId, userId: attendance.userId })
    .from(attendance)
    .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
    .where(inArray(attendance.status, ['present', 'late']))
    .as('attended_learners')
}
