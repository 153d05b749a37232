// Timed work (the order sweep, the rate-limit sweep) that must run on one node per period when several API nodes
// share one database. Every node keeps a timer; on each tick it tries to claim the period with one conditional
// UPDATE of the job's row (last started at least a period ago, then set to now). Row locking lets exactly one of
// the nodes ticking at once win; the others see the new start and skip. The database's clock decides, so drifting node clocks
// cannot both think a period is due. On one node (the embedded default) it simply runs every period. A failed round
// is retried with a growing delay and, after too many failures in a row, left dead for an operator (job-runs.ts).
import os from 'node:os'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../../../db'
import { claimJobRun as claimRow, recordJobFailure, recordJobSuccess } from './job-runs'

/** This process, as written in job_runs.last_node. */
export const NODE_NAME = `${os.hostname()}:${process.pid}`

/** Claims the job's current period for this node: true for exactly one caller per period, whichever node. */
export function claimJobRun(db: Db, name: string, periodMs: number): Promise<boolean> {
  return claimRow(db, name, periodMs, NODE_NAME)
}

export interface TimedJob {
  /** The job's row in job_runs: one name per kind of work, the same on every node. */
  name: string
  periodMs: number
  /** The work of one period; a failure is retried with a growing delay, and after too many the job is dead. */
  run(): Promise<void>
}

interface JobDeps {
  db: Db
  log: FastifyBaseLogger
}

/** One tick: claim the period, run, record how it ended. Errors never escape (the database may be away). */
export async function runTimedJobRound(deps: JobDeps, job: TimedJob): Promise<void> {
  try {
    if (!(await claimJobRun(deps.db, job.name, job.periodMs))) return
  } catch (err) {
    deps.log.error({ err, job: job.name }, 'timed job not claimed')
    return
  }
  try {
    await job.run()
    await recordJobSuccess(deps.db, job.name)
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    const state = await recordJobFailure(deps.db, job.name, job.periodMs, message).catch(() => 'retrying' as const)
    // Dead is said once, loudly: the job now waits for an operator (console → jobs, or POST /api/admin/jobs/retry).
    if (state === 'dead') deps.log.error({ err, job: job.name }, 'timed job failed too often in a row: dead until an operator retries it')
    else deps.log.warn({ err, job: job.name }, 'timed job failed: retried after a delay')
  }
}

/**
 * Starts the job's timer when the app is ready and stops it (letting a round in flight finish, since the database
 * closes after the app) when it closes. A tick while this node's previous round runs does nothing.
 */
export function installTimedJob(app: FastifyInstance, deps: JobDeps, job: TimedJob) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  const round = () => runTimedJobRound(deps, job).finally(() => {
    running = null
  })
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
