// Trainers and their clients: who coaches whom (a client has one trainer), the client's profile and measurements
// kept by the trainer, and the trainer's availability slots (one client per booked slot).
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { InjuryPart, SlotStatus } from '../../../../../types/training/constants'
import { users } from '../../identity/tables'

export const trainingClients = pgTable(
  'training_clients',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull().references(() => users.id, { onDelete: 'cascade' }).unique(),
    heightCm: doublePrecision('height_cm'),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
    injuries: jsonb('injuries').$type<InjuryPart[]>().notNull().default([]),
    injuryNote: text('injury_note').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('training_clients_trainer_idx').on(t.trainerId)]
)

export const trainingMeasurements = pgTable(
  'training_measurements',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    weightKg: doublePrecision('weight_kg'),
    bodyFatPct: doublePrecision('body_fat_pct'),
    waistCm: doublePrecision('waist_cm'),
    chestCm: doublePrecision('chest_cm'),
    hipCm: doublePrecision('hip_cm'),
    note: text('note').notNull().default('')
  },
  (t) => [unique('training_measurements_day').on(t.clientId, t.date)]
)

export const trainingSlots = pgTable(
  'training_slots',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SlotStatus>().notNull().default('open'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('training_slots_trainer_idx').on(t.trainerId, t.startsAt)]
)
