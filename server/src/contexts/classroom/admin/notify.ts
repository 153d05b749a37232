// Telling learners that a session moved or was cancelled, or that their class was cancelled: rows in the notice
// outbox, one per learner and event key (ON CONFLICT DO NOTHING), so a retried request tells nobody twice. The
// classroom's reminder job sends them. One function, so the classroom's own notice functions can replace it.
import { and, eq } from 'drizzle-orm'
import type { NoticeEvent } from '@contract/classroom/constants'
import type { Db } from '../../../db'
import { activeSeatRows } from '../../learning'
import { noticeOutbox } from '../tables'

export interface ClassNotice {
  event: Extract<NoticeEvent, 'session_moved' | 'session_cancelled' | 'class_cancelled' | 'leave_approved' | 'leave_rejected'>
  /** Stable per occurrence: 'session_moved:7:<new start>', 'class_cancelled:12'. */
  eventKey: string
  title: string
  body: string
  classId: number
  sessionId?: number
}

/** The learners holding an active seat in the class. */
export async function learnersOf(db: Db, classId: number): Promise<number[]> {
  const seats = activeSeatRows(db)
  const rows = await db.select({ userId: seats.userId }).from(seats).where(and(eq(seats.classId, classId)))
  return rows.map((r) => r.userId)
}

/** Enqueues the notice for each user; returns how many rows were new. */
export async function enqueueNotice(db: Db, userIds: number[], notice: ClassNotice): Promise<number> {
  if (userIds.length === 0) return 0
  const page = `pages/course/classInfo?id=${notice.classId}`
  const rows = await db.insert(noticeOutbox)
    .values(userIds.map((userId) => ({
      userId, eventKey: notice.eventKey, event: notice.event, title: notice.title, body: notice.body, page,
      classId: notice.classId, sessionId: notice.sessionId ?? null
    })))
    .onConflictDoNothing({ target: [noticeOutbox.userId, noticeOutbox.eventKey] })
    .returning({ id: noticeOutbox.id })
  return rows.length
}
