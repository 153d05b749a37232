// The learner's tools: saved calculations of the gym calculators (pages/mine/counter). `inputs` holds the form as
// the calculator module (types/tools/calculators.ts) defines it; results are always recomputed from it, never stored.
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../identity/tables'

export const CALCULATION_KINDS = ['sales', 'profit'] as const
export type CalculationKind = (typeof CALCULATION_KINDS)[number]

export const calculations = pgTable(
  'calculations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalculationKind>().notNull(),
    name: text('name').notNull(),
    inputs: jsonb('inputs').notNull(),
    // Set when the owner shares it: anyone with the code can read it (not change it).
    shareCode: text('share_code').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    index('calculations_owner_idx').on(t.userId, t.updatedAt),
    check('calculations_kind_check', sql`${t.kind} in ('sales', 'profit')`)
  ]
)
