// Training sessions and the sets logged in them. Both carry the id the device generated (UUID), unique per user:
// a set synced twice, or from two devices, is stored once (INSERT … ON CONFLICT DO NOTHING).
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { SessionStatus } from '../../../../../types/training/constants'
import type { WorkoutModule } from '../../../../../types/training/shapes'
import { users } from '../../identity/tables'
import { trainingMoves } from './moves'
import { trainingPlanDays, trainingPlans } from './plans'

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    planId: integer('plan_id').references(() => trainingPlans.id, { onDelete: 'set null' }),
    planDayId: integer('plan_day_id').references(() => trainingPlanDays.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    status: text('status').$type<SessionStatus>().notNull().default('active'),
    /** The plan day's modules with progressed targets, as they were at the start. */
    modules: jsonb('modules').$type<WorkoutModule[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true })
  },
  (t) => [unique('training_sessions_client_once').on(t.userId, t.clientId), index('training_sessions_user_idx').on(t.userId, t.startedAt)]
)

export const trainingSets = pgTable(
  'training_sets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    sessionId: integer('session_id').notNull().references(() => trainingSessions.id, { onDelete: 'cascade' }),
    moveId: integer('move_id').notNull().references(() => trainingMoves.id),
    setNo: integer('set_no').notNull(),
    reps: integer('reps'),
    loadKg: doublePrecision('load_kg'),
    durationSec: integer('duration_sec'),
    distanceM: integer('distance_m'),
    rir: integer('rir'),
    rpe: real('rpe'),
    done: boolean('done').notNull().default(true),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull()
  },
  (t) => [
    unique('training_sets_client_once').on(t.userId, t.clientId),
    index('training_sets_session_idx').on(t.sessionId),
    index('training_sets_user_move_idx').on(t.userId, t.moveId)
  ]
)

/** Achievement levels as first earned (what a session earned is what it inserted here). */
export const trainingAchievementsEarned = pgTable(
  'training_achievements_earned',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    level: integer('level').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.code, t.level] })]
)
