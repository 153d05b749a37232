// Sales leads and their follow-up notes. A phone is one lead company-wide (unique), so two salespeople never chase
// the same person; a converted lead's learner (the account with that phone) earns its salesperson their later orders.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
// Relative import (not the @contract alias): drizzle-kit loads this file without the tsconfig paths.
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../../../../../types/sales/constants'
import { users } from '../../identity/tables'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const salesLeads = pgTable(
  'sales_leads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 24 }).notNull().unique(),
    source: text('source').$type<LeadSource>().notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    nextFollowAt: timestamp('next_follow_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index('sales_leads_owner_idx').on(t.ownerId, t.status),
    check('sales_leads_status_check', sql`${t.status} in (${list(LEAD_STATUSES)})`),
    check('sales_leads_source_check', sql`${t.source} in (${list(LEAD_SOURCES)})`),
    check('sales_leads_converted_check', sql`(${t.status} = 'converted') = (${t.convertedAt} is not null)`)
  ]
)

export const salesLeadNotes = pgTable(
  'sales_lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').notNull().references(() => salesLeads.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<LeadStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('sales_lead_notes_lead_idx').on(t.leadId, t.createdAt)]
)
