// Reminders: an outbox (one row per user and event key, so an event is told once however often it is enqueued),
// claimed by the poller with a conditional update, and the WeChat subscriptions a user accepted (one message each).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  NOTICE_CHANNELS, NOTICE_EVENTS, NOTICE_STATES, type NoticeChannel, type NoticeEvent, type NoticeState
} from '../../../../../types/classroom/constants'
import { users } from '../../identity/tables'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const noticeOutbox = pgTable('notice_outbox', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  // What happened, stable per occurrence: 'class_starts_tomorrow:12', 'leave_approved:40', 'session_moved:7:<time>'.
  eventKey: text('event_key').notNull(),
  event: text('event').$type<NoticeEvent>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  // The page the WeChat message opens.
  page: text('page').notNull().default(''),
  classId: integer('class_id'),
  sessionId: integer('session_id'),
  state: text('state').$type<NoticeState>().notNull().default('pending'),
  channel: text('channel').$type<NoticeChannel>(),
  attempts: integer('attempts').notNull().default(0),
  // A row claimed but not finished by then (the sender's process died) is claimed again.
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  uniqueIndex('notice_outbox_event_unique').on(t.userId, t.eventKey),
  index('notice_outbox_due_idx').on(t.state, t.nextAttemptAt),
  index('notice_outbox_user_idx').on(t.userId, t.createdAt),
  check('notice_outbox_event_check', sql`${t.event} in (${inList(NOTICE_EVENTS)})`),
  check('notice_outbox_state_check', sql`${t.state} in (${inList(NOTICE_STATES)})`),
  check('notice_outbox_channel_check', sql`${t.channel} is null or ${t.channel} in (${inList(NOTICE_CHANNELS)})`)
])

/** requestSubscribeMessage answers: each acceptance of a one-time template allows one message. */
export const noticeSubscriptions = pgTable('notice_subscriptions', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  templateId: text('template_id').notNull(),
  credits: integer('credits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  primaryKey({ columns: [t.userId, t.templateId] }),
  check('notice_subscriptions_credits_check', sql`${t.credits} >= 0`)
])

export type NoticeRow = typeof noticeOutbox.$inferSelect
