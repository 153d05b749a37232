// Exam registrations (one per paid exam order of a sitting), the exam rules and rubric per exam goods, judges'
// assignments to sittings and the practical scores they submit (one per registration, then locked).
import { sql } from 'drizzle-orm'
import {
  boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex
} from 'drizzle-orm/pg-core'
// Relative imports (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../../../../../types/certification/constants'
import type { ItemScore } from '../../../../../types/certification/shapes'
import { examSessions, goods } from '../../catalog/tables'
import { orders } from '../../commerce/tables'
import { users } from '../../identity/tables'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const examRegistrations = pgTable(
  'exam_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // The paid order it comes from; unique so the sync may run on several nodes at once.
    orderId: integer('order_id').notNull().references(() => orders.id),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    examSessionId: integer('exam_session_id').notNull().references(() => examSessions.id),
    status: text('status').$type<RegistrationStatus>().notNull().default('pending_review'),
    seatNo: text('seat_no'),
    practicalScore: integer('practical_score'),
    theoryScore: integer('theory_score'),
    score: integer('score'),
    total: integer('total'),
    admitSentAt: timestamp('admit_sent_at', { withTimezone: true }),
    resultAt: timestamp('result_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('exam_registrations_order_unique').on(t.orderId),
    index('exam_registrations_user_idx').on(t.userId, t.id),
    index('exam_registrations_session_idx').on(t.examSessionId, t.status),
    check('exam_registrations_status_check', sql`${t.status} in (${inList(REGISTRATION_STATUSES)})`)
  ]
)

/** Per exam goods: the pass mark (percent of the total), the duration, what its certificate says and how long it lasts. */
export const examRules = pgTable(
  'exam_rules',
  {
    goodsId: integer('goods_id').primaryKey().references(() => goods.id, { onDelete: 'cascade' }),
    passPercent: integer('pass_percent').notNull().default(60),
    durationMinutes: integer('duration_minutes').notNull().default(90),
    courseTitle: text('course_title').notNull().default(''),
    hours: integer('hours').notNull().default(0),
    validMonths: integer('valid_months').notNull().default(36),
    // The exam also has an online formal (theory) exam whose result must be in before the result is settled.
    hasTheory: boolean('has_theory').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    check('exam_rules_pass_check', sql`${t.passPercent} between 1 and 100`),
    check('exam_rules_numbers_check', sql`${t.durationMinutes} > 0 and ${t.hours} >= 0 and ${t.validMonths} > 0`)
  ]
)

export const rubricItems = pgTable(
  'exam_rubric_items',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    maxScore: integer('max_score').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('exam_rubric_items_goods_idx').on(t.goodsId, t.sort), check('exam_rubric_items_max_check', sql`${t.maxScore} > 0`)]
)

export const judgeAssignments = pgTable(
  'judge_assignments',
  {
    id: serial('id').primaryKey(),
    judgeId: integer('judge_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    examSessionId: integer('exam_session_id').notNull().references(() => examSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [uniqueIndex('judge_assignments_unique').on(t.judgeId, t.examSessionId), index('judge_assignments_session_idx').on(t.examSessionId)]
)

/** One practical score per registration: the first submit wins (primary key), later ones are refused. */
export const practicalScores = pgTable(
  'practical_scores',
  {
    registrationId: integer('registration_id').notNull().references(() => examRegistrations.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id').notNull().references(() => users.id),
    items: jsonb('items').$type<ItemScore[]>().notNull(),
    total: integer('total').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    correctedAt: timestamp('corrected_at', { withTimezone: true })
  },
  (t) => [primaryKey({ columns: [t.registrationId] }), check('practical_scores_total_check', sql`${t.total} >= 0`)]
)
