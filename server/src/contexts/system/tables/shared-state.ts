// What several API nodes over one database must share: rate-limit counters (when MULTI_NODE keeps them here rather
// than in each process's memory). Timed jobs share pg-boss's tables in their own schema (contexts/system/jobs).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** One fixed window per key (client IP, or route + IP for a route's own limit); the database's clock decides. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull()
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt), check('rate_limit_hits_positive', sql`${t.hits} > 0`)]
)
