// SQL of the timed jobs' rows (job_runs): the claim of a period, and what a round's end writes. The database's clock
// decides every time, so nodes with drifting clocks agree on what is due.
//
// A failed round is retried after a delay that doubles with each failure in a row (one period, two, four, … at most
// MAX_RETRY_DELAY_MS); after MAX_FAILURES failures in a row the job is `dead`: no node starts it until an operator
// does (POST /api/admin/jobs/retry), and the failure is logged once instead of every period.
import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { jobRuns } from '../tables'

export const MAX_FAILURES = 5
export const MAX_RETRY_DELAY_MS = 60 * 60_000
/**
 * A period counts as over after this share of it: a node's timer can fire a few milliseconds early, and waiting
 * for the whole period would make it miss every other round.
 */
const CLAIM_SHARE = 0.9

export type JobRunRow = typeof jobRuns.$inferSelect

const ms = (value: number) => sql`${Math.round(value)}::integer * interval '1 millisecond'`

/** Claims the job's current period for `node`: true for exactly one caller per period, whichever node. */
export async function claimJobRun(db: Db, name: string, periodMs: number, node: string): Promise<boolean> {
  await db.insert(jobRuns).values({ name }).onConflictDoNothing()
  const periodOver = sql`now() - ${ms(periodMs * CLAIM_SHARE)}`
  const claimed = await db.update(jobRuns)
    .set({ lastStartedAt: sql`now()`, lastNode: node, runs: sql`${jobRuns.runs} + 1` })
    .where(and(
      eq(jobRuns.name, name), ne(jobRuns.state, 'dead'),
      or(isNull(jobRuns.retryAt), lte(jobRuns.retryAt, sql`now()`)),
      or(isNull(jobRuns.lastStartedAt), lte(jobRuns.lastStartedAt, periodOver))
    ))
    .returning({ name: jobRuns.name })
  return claimed.length > 0
}

export async function recordJobSuccess(db: Db, name: string): Promise<void> {
  await db.update(jobRuns)
    .set({ state: 'ok', failures: 0, retryAt: null, lastSucceededAt: sql`now()` })
    .where(eq(jobRuns.name, name))
}

/** Counts the failure and sets the next try; answers the job's state after it ('dead' once the limit is reached). */
export async function recordJobFailure(db: Db, name: string, periodMs: number, error: string): Promise<JobRunRow['state']> {
  // The delay doubles per failure in a row: 2^failures periods before this one is counted, capped.
  const delay = sql`least(${Math.round(periodMs)}::float8 * power(2, ${jobRuns.failures}), ${MAX_RETRY_DELAY_MS}::float8)`
  const [row] = await db.update(jobRuns)
    .set({
      failures: sql`${jobRuns.failures} + 1`,
      state: sql`case when ${jobRuns.failures} + 1 >= ${MAX_FAILURES} then 'dead' else 'retrying' end`,
      retryAt: sql`now() + ${delay} * interval '1 millisecond'`,
      lastError: error.slice(0, 500),
      lastFailedAt: sql`now()`
    })
    .where(eq(jobRuns.name, name))
    .returning({ state: jobRuns.state })
  return row?.state ?? 'retrying'
}

export function listJobRuns(db: Db): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).orderBy(asc(jobRuns.name))
}

export async function findJobRun(db: Db, name: string): Promise<JobRunRow | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name)).limit(1)
  return row
}

/** An operator starts a dead or retrying job again: due at its next tick. Undefined when it was already ok. */
export async function reviveJobRun(tx: Db, name: string): Promise<JobRunRow | undefined> {
  const [row] = await tx.update(jobRuns)
    .set({ state: 'ok', failures: 0, retryAt: null, lastStartedAt: null })
    .where(and(eq(jobRuns.name, name), ne(jobRuns.state, 'ok')))
    .returning()
  return row
}
