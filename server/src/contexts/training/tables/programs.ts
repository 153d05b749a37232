// Published strength programs (力训计划) and how users unlock them: free, by a single-use code from a batch the back
// office generates, or by buying the goods named. A program's schedule is one JSON tree (weeks → days → modules →
// moves): it is edited and read whole, never by part.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { ProgramAccess } from '../../../../../types/training/constants'
import type { AdminProgramDayInput } from '../../../../../types/training/admin-shapes'
import { users } from '../../identity/tables'

export interface ProgramSchedule {
  weeks: { days: AdminProgramDayInput[] }[]
}

export const trainingPrograms = pgTable('training_programs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  cover: text('cover').notNull().default(''),
  description: text('description').notNull().default(''),
  level: integer('level').notNull().default(2),
  access: text('access').$type<ProgramAccess>().notNull().default('free'),
  goodsId: integer('goods_id'),
  priceFen: integer('price_fen').notNull().default(0),
  published: boolean('published').notNull().default(false),
  schedule: jsonb('schedule').$type<ProgramSchedule>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
})

export const trainingUnlockBatches = pgTable('training_unlock_batches', {
  id: serial('id').primaryKey(),
  programId: integer('program_id').notNull().references(() => trainingPrograms.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})

export const trainingUnlockCodes = pgTable(
  'training_unlock_codes',
  {
    code: text('code').primaryKey(),
    batchId: integer('batch_id').notNull().references(() => trainingUnlockBatches.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull().references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('training_unlock_codes_program_idx').on(t.programId)]
)

export const trainingProgramUnlocks = pgTable(
  'training_program_unlocks',
  {
    programId: integer('program_id').notNull().references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    via: text('via').$type<'code' | 'purchase'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] })]
)
