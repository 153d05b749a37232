// Moves (动作), their media and links to easier and harder moves, and the libraries that group them. A move with no
// owner belongs to the company's library; a trainer's own moves carry their id.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { FunctionPart, InjuryPart, LoadUnit, MediaKind, MuscleGroup, Tool } from '../../../../../types/training/constants'
import { users } from '../../identity/tables'

export const trainingMoves = pgTable(
  'training_moves',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    primaryMuscle: text('primary_muscle').$type<MuscleGroup>().notNull(),
    secondaryMuscles: jsonb('secondary_muscles').$type<MuscleGroup[]>().notNull().default([]),
    functionPart: text('function_part').$type<FunctionPart>().notNull(),
    tool: text('tool').$type<Tool>().notNull(),
    unit: text('unit').$type<LoadUnit>().notNull(),
    level: integer('level').notNull().default(2),
    joints: jsonb('joints').$type<InjuryPart[]>().notNull().default([]),
    cues: jsonb('cues').$type<string[]>().notNull().default([]),
    mistakes: jsonb('mistakes').$type<string[]>().notNull().default([]),
    progressionNote: text('progression_note').notNull().default(''),
    cover: text('cover').notNull().default(''),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('training_moves_muscle_idx').on(t.primaryMuscle), index('training_moves_owner_idx').on(t.ownerId)]
)

/** 'progression': target is harder than move; 'regression': easier. */
export const trainingMoveLinks = pgTable(
  'training_move_links',
  {
    moveId: integer('move_id').notNull().references(() => trainingMoves.id, { onDelete: 'cascade' }),
    targetId: integer('target_id').notNull().references(() => trainingMoves.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'progression' | 'regression'>().notNull()
  },
  (t) => [primaryKey({ columns: [t.moveId, t.targetId, t.kind] })]
)

export const trainingMoveMedia = pgTable(
  'training_move_media',
  {
    id: serial('id').primaryKey(),
    moveId: integer('move_id').notNull().references(() => trainingMoves.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    url: text('url').notNull(),
    poster: text('poster').notNull().default(''),
    caption: text('caption').notNull().default(''),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('training_move_media_move_idx').on(t.moveId)]
)

export const trainingLibraries = pgTable('training_libraries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  intro: text('intro').notNull().default(''),
  cover: text('cover').notNull().default(''),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }).unique(),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})

export const trainingLibraryMoves = pgTable(
  'training_library_moves',
  {
    libraryId: integer('library_id').notNull().references(() => trainingLibraries.id, { onDelete: 'cascade' }),
    moveId: integer('move_id').notNull().references(() => trainingMoves.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.moveId] }), index('training_library_moves_move_idx').on(t.moveId)]
)

export const trainingLibrarySubs = pgTable(
  'training_library_subs',
  {
    libraryId: integer('library_id').notNull().references(() => trainingLibraries.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.userId] }), index('training_library_subs_user_idx').on(t.userId)]
)
