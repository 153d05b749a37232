// Enqueueing reminders: one outbox row per user and event key (unique), inserted with ON CONFLICT DO NOTHING, so an
// event told twice (a retried request, two nodes polling, a restart) is still sent once. Rendered at enqueue time in
// each learner's own language (identity keeps it: the app's language at sign-in or as changed in settings). These
// functions are the classroom's public way to tell learners (the console's session and class cancellations call
// notifySessionChanged / notifyClassCancelled through the context's index.ts).
import { and, eq, sql } from 'drizzle-orm'
import type { NoticeEvent } from '@contract/classroom/constants'
import type { Db } from '../../../db'
import { chinaDate, classRows } from '../../catalog'
import { languagesOf } from '../../identity'
import { activeSeatRows, syncSeats } from '../../learning'
import { findSession } from '../scope/sessions-repo'
import { classSetups, homeworkSubmissions, homeworkTasks, leaveRequests, noticeOutbox } from '../tables'
import { chinaTime, renderNotice, type NoticeLanguage, type NoticeParams } from './catalogue'

// A user whose language is unknown (none stored) reads the product's default.
const DEFAULT_LANGUAGE: NoticeLanguage = 'zh-Hans'

interface Notice {
  event: NoticeEvent
  eventKey: string
  params: NoticeParams
  page: string
  classId: number | null
  sessionId: number | null
}

/** Enqueues one notice for each user; returns how many rows were new. */
export async function enqueue(db: Db, userIds: number[], notice: Notice, now: Date): Promise<number> {
  if (userIds.length === 0) return 0
  const unique = [...new Set(userIds)]
  const languages = await languagesOf(db, unique)
  const rows = unique.map((userId) => {
    const { title, body } = renderNotice(notice.event, notice.params, languages.get(userId) ?? DEFAULT_LANGUAGE)
    return {
      userId, eventKey: notice.eventKey, event: notice.event, title, body, page: notice.page,
      classId: notice.classId, sessionId: notice.sessionId, nextAttemptAt: now, createdAt: now
    }
  })
  const inserted = await db.insert(noticeOutbox).values(rows).onConflictDoNothing().returning({ id: noticeOutbox.id })
  return inserted.length
}

async function learnersOf(db: Db, classId: number, now: Date): Promise<number[]> {
  await syncSeats(db, { classId }, now)
  const seats = activeSeatRows(db)
  const rows = await db.select({ userId: seats.userId }).from(seats).where(eq(seats.classId, classId))
  return rows.map((r) => r.userId)
}

const classPage = (classId: number) => `pages/course/classInfo?id=${classId}`

/** Tells every learner of the session's class that it moved (to its current time) or was cancelled (with the
 *  operator's reason, when given). A session moved twice is told twice (the key holds the new time); cancelled once. */
export async function notifySessionChanged(
  db: Db, sessionId: number, change: 'moved' | 'cancelled', now: Date, reason?: string
): Promise<number> {
  const session = await findSession(db, sessionId)
  if (!session) return 0
  const moved = change === 'moved'
  return enqueue(db, await learnersOf(db, session.classId, now), {
    event: moved ? 'session_moved' : 'session_cancelled',
    eventKey: moved ? `session_moved:${session.id}:${session.startsAt.toISOString()}` : `session_cancelled:${session.id}`,
    params: {
      className: session.className, sessionTitle: session.title, when: chinaTime(session.startsAt), reason: moved ? undefined : reason
    },
    page: classPage(session.classId), classId: session.classId, sessionId: session.id
  }, now)
}

/** Tells every learner of the class that it is cancelled, with the operator's reason when given. */
export async function notifyClassCancelled(db: Db, classId: number, now: Date, reason?: string): Promise<number> {
  const classes = classRows(db)
  const [cls] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId)).limit(1)
  if (!cls) return 0
  return enqueue(db, await learnersOf(db, classId, now), {
    event: 'class_cancelled', eventKey: `class_cancelled:${classId}`, params: { className: cls.name, reason },
    page: classPage(classId), classId, sessionId: null
  }, now)
}

/** After a teacher (or staff) approved or rejected a learner's leave request. */
export async function notifyLeaveReviewed(db: Db, leaveId: number, now: Date): Promise<number> {
  const [row] = await db.select({ leave: leaveRequests }).from(leaveRequests).where(eq(leaveRequests.id, leaveId)).limit(1)
  const status = row?.leave.status
  if (!row || (status !== 'approved' && status !== 'rejected')) return 0
  const session = await findSession(db, row.leave.sessionId)
  if (!session) return 0
  return enqueue(db, [row.leave.userId], {
    event: status === 'approved' ? 'leave_approved' : 'leave_rejected', eventKey: `leave_${status}:${leaveId}`,
    params: { className: session.className, sessionTitle: session.title, when: chinaTime(session.startsAt), reply: row.leave.reply },
    page: `pages/course/signDetail?classId=${session.classId}`, classId: session.classId, sessionId: session.id
  }, now)
}

/** After a teacher graded an answer: one notice per attempt graded. */
export async function notifyHomeworkGraded(db: Db, submissionId: number, now: Date): Promise<number> {
  const [row] = await db.select({ sub: homeworkSubmissions, taskTitle: homeworkTasks.title }).from(homeworkSubmissions)
    .innerJoin(homeworkTasks, eq(homeworkTasks.id, homeworkSubmissions.taskId)).where(eq(homeworkSubmissions.id, submissionId)).limit(1)
  const status = row?.sub.status
  if (!row || (status !== 'approved' && status !== 'rejected')) return 0
  return enqueue(db, [row.sub.userId], {
    event: 'homework_graded', eventKey: `homework_graded:${submissionId}:${row.sub.attempt}`,
    params: { taskTitle: row.taskTitle, grade: { decision: status, score: row.sub.score } },
    page: `pages/course/task/detail?id=${row.sub.taskId}`, classId: row.sub.classId, sessionId: null
  }, now)
}

/** The classes whose first day is tomorrow (China date), not cancelled: each learner told once per class. */
export async function enqueueClassesStartingTomorrow(db: Db, now: Date): Promise<number> {
  const classes = classRows(db)
  const tomorrow = chinaDate(new Date(now.getTime() + 24 * 3600_000))
  const starting = await db.select({ id: classes.id, name: classes.name }).from(classes)
    .leftJoin(classSetups, eq(classSetups.classId, classes.id))
    .where(and(eq(classes.startDate, tomorrow), sql`coalesce(${classSetups.cancelled}, false) = false`))
  let added = 0
  for (const cls of starting) {
    added += await enqueue(db, await learnersOf(db, cls.id, now), {
      event: 'class_starts_tomorrow', eventKey: `class_starts_tomorrow:${cls.id}`, params: { className: cls.name },
      page: classPage(cls.id), classId: cls.id, sessionId: null
    }, now)
  }
  return added
}
