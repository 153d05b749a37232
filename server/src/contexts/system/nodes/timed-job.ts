// Timed work (the order sweep, the rate-limit sweep) that must run on one node per period when several API nodes
// share one database. Every node keeps a timer; on each tick it tries to claim the period with one conditional
// UPDATE of the job's row (last started at least a period ago, then set to now). Row locking lets exactly one of
// the nodes ticking at once win; the others see the new start and skip. The database's clock decides, so drifting node clocks
// cannot both think a period is due. On one node (the embedded default) it simply runs every period.
import os from 'node:os'
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../../../db'
import { jobRuns } from '../tables'

/** This process, as written in job_runs.last_node. */
export const NODE_NAME = `${os.hostname()}:${process.pid}`

/**
 * A period counts as over after this share of it: a node's timer can fire a few milliseconds early, and waiting
 * for the whole period would make it miss every other round.
 */
const CLAIM_SHARE = 0.9

/** Claims the job's current period for this node: true for exactly one caller per period, whichever node. */
export async function claimJobRun(db: Db, name: string, periodMs: number): Promise<boolean> {
  await db.insert(jobRuns).values({ name }).onConflictDoNothing()
  const periodOver = sql`now() - ${Math.round(periodMs * CLAIM_SHARE)}::integer * interval '1 millisecond'`
  const claimed = await db.update(jobRuns)
    .set({ lastStartedAt: sql`now()`, lastNode: NODE_NAME, runs: sql`${jobRuns.runs} + 1` })
    .where(and(eq(jobRuns.name, name), or(isNull(jobRuns.lastStartedAt), lte(jobRuns.lastStartedAt, periodOver))))
    .returning({ name: jobRuns.name })
  return claimed.length > 0
}

export interface TimedJob {
  /** The job's row in job_runs: one name per kind of work, the same on every node. */
  name: string
  periodMs: number
  /** The work of one period; its errors are logged, and the next period tries again. */
  run(): Promise<void>
}

interface JobDeps {
  db: Db
  log: FastifyBaseLogger
}

/**
 * Starts the job's timer when the app is ready and stops it (letting a round in flight finish, since the database
 * closes after the app) when it closes. A tick while this node's previous round runs does nothing.
 */
export function installTimedJob(app: FastifyInstance, deps: JobDeps, job: TimedJob) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  const round = async () => {
    try {
      if (await claimJobRun(deps.db, job.name, job.periodMs)) await job.run()
    } catch (err) {
      deps.log.error({ err, job: job.name }, 'timed job failed')
    } finally {
      running = null
    }
  }
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= round()
    }, job.periodMs)
    timer.unref() // never keeps the process (or a test run) alive
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
