// Attendance, leave (learners' for a session, teachers' own) and ratings of sessions and their teachers.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  ATTENDANCE_METHODS, ATTENDANCE_STATUSES, LEAVE_STATUSES, type AttendanceMethod, type AttendanceStatus, type LeaveStatus
} from '../../../../../types/classroom/constants'
import { users } from '../../identity/tables'
import { classSessions } from './classes'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/** One row per learner and session: the primary key makes a check-in single use per learner per session. */
export const attendance = pgTable('attendance', {
  sessionId: integer('session_id').notNull().references(() => classSessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<AttendanceStatus>().notNull(),
  method: text('method').$type<AttendanceMethod>().notNull(),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  remark: text('remark').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  primaryKey({ columns: [t.sessionId, t.userId] }),
  index('attendance_user_idx').on(t.userId),
  check('attendance_status_check', sql`${t.status} in (${inList(ATTENDANCE_STATUSES)})`),
  check('attendance_method_check', sql`${t.method} in (${inList(ATTENDANCE_METHODS)})`)
])

export const leaveRequests = pgTable('leave_requests', {
  id: serial('id').primaryKey(),
  sessionId: integer('session_id').notNull().references(() => classSessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  status: text('status').$type<LeaveStatus>().notNull().default('pending'),
  reply: text('reply').notNull().default(''),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  // One open (pending or approved) request per learner and session; a rejected or withdrawn one may be asked again.
  uniqueIndex('leave_requests_open_unique').on(t.sessionId, t.userId).where(sql`${t.status} in ('pending', 'approved')`),
  index('leave_requests_user_idx').on(t.userId, t.createdAt),
  check('leave_requests_status_check', sql`${t.status} in (${inList(LEAVE_STATUSES)})`)
])

export const teacherLeaves = pgTable('teacher_leaves', {
  id: serial('id').primaryKey(),
  teacherId: integer('teacher_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<LeaveStatus>().notNull().default('pending'),
  reply: text('reply').notNull().default(''),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  index('teacher_leaves_teacher_idx').on(t.teacherId, t.createdAt),
  check('teacher_leaves_status_check', sql`${t.status} in (${inList(LEAVE_STATUSES)})`),
  check('teacher_leaves_times_check', sql`${t.endsAt} > ${t.startsAt}`)
])

export const ratings = pgTable('session_ratings', {
  id: serial('id').primaryKey(),
  sessionId: integer('session_id').notNull().references(() => classSessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').references(() => users.id),
  sessionScore: integer('session_score').notNull(),
  teacherScore: integer('teacher_score').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  uniqueIndex('session_ratings_unique').on(t.sessionId, t.userId),
  index('session_ratings_teacher_idx').on(t.teacherId, t.createdAt),
  check('session_ratings_scores_check', sql`${t.sessionScore} between 1 and 5 and ${t.teacherScore} between 1 and 5`)
])
