// What several API nodes over one database must share: rate-limit counters (when MULTI_NODE keeps them here rather
// than in each process's memory) and the claims of timed jobs, so that a job runs on one node per period.
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

/** A timed job's health: `retrying` after a failed round (backoff), `dead` after too many failures in a row. */
export const JOB_STATES = ['ok', 'retrying', 'dead'] as const
export type JobState = (typeof JOB_STATES)[number]

/**
 * A timed job's last start; a node runs the job only when its conditional UPDATE moves that time on. A failed round
 * is retried after a growing delay (`retry_at`); after too many failures in a row the job is `dead` and waits for an
 * operator (GET/POST /api/admin/jobs).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').primaryKey(),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
    // Which process ran it last (host:pid), for operators reading the table.
    lastNode: text('last_node').notNull().default(''),
    runs: integer('runs').notNull().default(0),
    state: text('state', { enum: JOB_STATES }).notNull().default('ok'),
    /** Failed rounds in a row (0 after a round that succeeded). */
    failures: integer('failures').notNull().default(0),
    /** No round starts before this after a failure. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true })
  },
  (t) => [check('job_runs_state', sql`${t.state} in ('ok', 'retrying', 'dead')`), check('job_runs_failures', sql`${t.failures} >= 0`)]
)
