// Content the company writes in the back office and learners read in the app. FAQ first; news,
// notices, teachers, partners, stories and banners follow in the same shape (published flag, optional schedule,
// sort order, sanitised rich text).
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})

export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => faqCategories.id, { onDelete: 'restrict' }),
    question: text('question').notNull(),
    // Sanitised on write (the same allow-list as goods descriptions).
    answerHtml: text('answer_html').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    // Shown to learners only from this time on when set (a scheduled publication).
    publishAt: timestamp('publish_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
  },
  (t) => [
    index('faq_items_list_idx').on(t.published, t.categoryId, t.sort, t.id),
    check('faq_items_views_check', sql`${t.views} >= 0`)
  ]
)
