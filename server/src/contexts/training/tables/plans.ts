// A user's plans: plan → weeks → days → modules → items (a move with set targets and a progression rule). Every
// level below the plan carries plan_id, so one join to training_plans puts the owner in the WHERE of any edit.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { ModuleKind, PlanSource, ReportStatus } from '../../../../../types/training/constants'
import type { ProgressionRule, SetTarget } from '../../../../../types/training/shapes'
import { users } from '../../identity/tables'
import { trainingMoves } from './moves'

export const trainingPlans = pgTable(
  'training_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    source: text('source').$type<PlanSource>().notNull().default('own'),
    daysPerWeek: integer('days_per_week').notNull().default(3),
    isTemplate: boolean('is_template').notNull().default(false),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    templateId: integer('template_id'),
    shareToken: text('share_token').unique(),
    /** The back office hid its shared link after a report. */
    shareHidden: boolean('share_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('training_plans_user_idx').on(t.userId, t.updatedAt)]
)

export const trainingPlanWeeks = pgTable(
  'training_plan_weeks',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => trainingPlans.id, { onDelete: 'cascade' }),
    weekNo: integer('week_no').notNull()
  },
  (t) => [index('training_plan_weeks_plan_idx').on(t.planId)]
)

export const trainingPlanDays = pgTable(
  'training_plan_days',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => trainingPlans.id, { onDelete: 'cascade' }),
    weekId: integer('week_id').notNull().references(() => trainingPlanWeeks.id, { onDelete: 'cascade' }),
    dayNo: integer('day_no').notNull(),
    name: text('name').notNull().default(''),
    restDay: boolean('rest_day').notNull().default(false)
  },
  (t) => [index('training_plan_days_plan_idx').on(t.planId)]
)

export const trainingPlanModules = pgTable(
  'training_plan_modules',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => trainingPlans.id, { onDelete: 'cascade' }),
    dayId: integer('day_id').notNull().references(() => trainingPlanDays.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    kind: text('kind').$type<ModuleKind>().notNull(),
    name: text('name').notNull().default(''),
    rounds: integer('rounds').notNull().default(1),
    restSec: integer('rest_sec').notNull().default(60)
  },
  (t) => [index('training_plan_modules_plan_idx').on(t.planId)]
)

export const trainingPlanItems = pgTable(
  'training_plan_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => trainingPlans.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull().references(() => trainingPlanModules.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    moveId: integer('move_id').notNull().references(() => trainingMoves.id),
    sets: jsonb('sets').$type<SetTarget[]>().notNull(),
    note: text('note').notNull().default(''),
    progression: jsonb('progression').$type<ProgressionRule>().notNull()
  },
  (t) => [index('training_plan_items_plan_idx').on(t.planId)]
)

export const trainingPlanLikes = pgTable(
  'training_plan_likes',
  {
    planId: integer('plan_id').notNull().references(() => trainingPlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'subscribe'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId, t.kind] }), index('training_plan_likes_user_idx').on(t.userId, t.kind)]
)

export const trainingPlanReports = pgTable(
  'training_plan_reports',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => trainingPlans.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true })
  },
  (t) => [unique('training_plan_reports_once').on(t.planId, t.reporterId)]
)
