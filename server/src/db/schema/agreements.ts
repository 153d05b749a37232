// Agreement texts: the user agreement and privacy policy (one current text each) and the goods agreements shown
// at checkout. Content is HTML, sanitised on write (contexts/catalog/agreements/sanitize-html.ts).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [index('agreements_kind_idx').on(t.kind, t.sortOrder), check('agreements_kind_check', sql`${t.kind} in (${kindList})`)]
)
