// The classroom side of a catalog class: venues, the class's venue and teachers, its sessions (课次), photos.
import { sql } from 'drizzle-orm'
import {
  boolean, check, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp
} from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { SESSION_STATUSES, type SessionStatus } from '../../../../../types/classroom/constants'
import { goodsClasses } from '../../catalog/tables'
import { users } from '../../identity/tables'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  phone: text('phone').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  check('venues_coordinates_check', sql`(${t.lat} is null) = (${t.lng} is null)`)
])

/** One row per catalog class the classroom knows: its venue, and whether staff cancelled it. */
export const classSetups = pgTable('class_setups', {
  classId: integer('class_id').primaryKey().references(() => goodsClasses.id, { onDelete: 'cascade' }),
  venueId: integer('venue_id').references(() => venues.id),
  cancelled: boolean('cancelled').notNull().default(false),
  cancelReason: text('cancel_reason').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
})

export const classTeachers = pgTable('class_teachers', {
  classId: integer('class_id').notNull().references(() => goodsClasses.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => users.id),
  sort: integer('sort').notNull().default(0)
}, (t) => [
  primaryKey({ columns: [t.classId, t.teacherId] }),
  index('class_teachers_teacher_idx').on(t.teacherId)
])

export const classSessions = pgTable('class_sessions', {
  id: serial('id').primaryKey(),
  classId: integer('class_id').notNull().references(() => goodsClasses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  // The session's own teacher; null = the class's first teacher.
  teacherId: integer('teacher_id').references(() => users.id),
  status: text('status').$type<SessionStatus>().notNull().default('scheduled'),
  moved: boolean('moved').notNull().default(false),
  cancelReason: text('cancel_reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  index('class_sessions_class_idx').on(t.classId, t.startsAt),
  index('class_sessions_teacher_idx').on(t.teacherId, t.startsAt),
  index('class_sessions_starts_idx').on(t.startsAt),
  check('class_sessions_status_check', sql`${t.status} in (${inList(SESSION_STATUSES)})`),
  check('class_sessions_times_check', sql`${t.endsAt} > ${t.startsAt}`)
])

/** 精彩瞬间. 'review': waiting for WeChat's asynchronous image verdict; only 'shown' photos are listed. */
export const classPhotos = pgTable('class_photos', {
  id: serial('id').primaryKey(),
  classId: integer('class_id').notNull().references(() => goodsClasses.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  caption: text('caption').notNull().default(''),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  state: text('state').$type<'shown' | 'review'>().notNull().default('shown'),
  traceId: text('trace_id'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
}, (t) => [
  index('class_photos_class_idx').on(t.classId, t.takenAt),
  check('class_photos_state_check', sql`${t.state} in ('shown', 'review')`)
])
