// Salespeople's own settings (the code their share links carry, a rate of their own) and the one row of rules the
// back office sets (default rate, how long a converted lead's orders count). Rates are basis points of net amounts.
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from '../../identity/tables'

export const salesPeople = pgTable(
  'sales_people',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull().unique(),
    // Null: the default rate of sales_rules applies.
    rateBp: integer('rate_bp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [check('sales_people_rate_check', sql`${t.rateBp} is null or ${t.rateBp} between 0 and 5000`)]
)

export const salesRules = pgTable(
  'sales_rules',
  {
    // Always 1: one set of rules for the company.
    id: integer('id').primaryKey().default(1),
    defaultRateBp: integer('default_rate_bp').notNull().default(500),
    leadWindowDays: integer('lead_window_days').notNull().default(90),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    check('sales_rules_single_row', sql`${t.id} = 1`),
    check('sales_rules_rate_check', sql`${t.defaultRateBp} between 0 and 5000`)
  ]
)
