// Agreement texts: the user agreement and privacy policy (one current text each) and the goods agreements shown
// at checkout. Content is HTML, sanitised on write (contexts/catalog/agreements/sanitize-html.ts).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const AGREEMENT_KINDS = ['user', 'privacy', 'goods'] as const
export type AgreementKind = (typeof AGREEMENT_KINDS)[number]
const kindList = sql.raw(AGREEMENT_KINDS.map((k) => `'${k}'`).join(', '))

export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AgreementKind>().notNull(),
    // Stable name for seeding and for people ('user', 'goods-refund'), so a re-seed never duplicates a text.
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // Raised by each edit in the back office; every version's text is kept in agreement_versions.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [index('agreements_kind_idx').on(t.kind, t.sortOrder), check('agreements_kind_check', sql`${t.kind} in (${kindList})`)]
)

/** Every saved text of an agreement, so what a learner accepted on a given day can be shown again. */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    // The operator who saved it; null for the texts inserted at start.
    editedBy: integer('edited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [uniqueIndex('agreement_versions_unique').on(t.agreementId, t.version)]
)
