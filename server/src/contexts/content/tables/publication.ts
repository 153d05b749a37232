// The columns every piece of content the company publishes shares (FAQ, news, notices, banners, teachers, partners,
// stories, questionnaires): its place in lists, whether it is published, and an optional publish time (scheduled).
// A function, so each table gets its own column builders.
import { boolean, integer, timestamp } from 'drizzle-orm/pg-core'

export const publicationColumns = () => ({
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(false),
  // Shown to learners only from this time on when set (a scheduled publication).
  publishAt: timestamp('publish_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
})
