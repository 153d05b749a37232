// Timed background work (the order sweep, the exam deadline sweep, class reminders, the rate-limit sweep) on pg-boss,
// a PostgreSQL job queue: each job has a queue and a cron schedule in the database. Every node runs the same
// schedules and workers, and pg-boss makes one job per scheduled minute whichever nodes are up (its cron monitor
// takes turns through the database) and hands each job to one worker (FOR UPDATE SKIP LOCKED). A failed round is
// retried with a doubling delay, then left failed with its error for operators (GET /api/admin/jobs), and the next
// scheduled round still comes. It talks through the app's own database handle, so it runs on the embedded PGlite as
// on PostgreSQL.
import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { SqlRunner } from '../../../db'
import { isUniqueViolation } from '../../../db/errors'
import type { JobScheduler, ScheduledJob } from '../../base'

/** pg-boss's tables live in their own schema, beside the app's (not in its migrations; pg-boss migrates it). */
export const JOB_SCHEMA = 'pgboss'

export interface JobQueue extends JobScheduler {
  start(): Promise<void>
  /** Lets a round under way finish (the database closes after the app), then stops polling. */
  stop(): Promise<void>
  /** Queues a round of the named job now; false when one is already waiting (the queue keeps one at a time). */
  runNow(name: string): Promise<boolean>
  readonly started: boolean
}

export interface JobQueueOptions {
  executeSql: SqlRunner
  log: FastifyBaseLogger
  /** How often each node asks for due work; a scheduled round waits at most this long. */
  pollingSeconds?: number
  /** Tests make the cron monitor and maintenance look more often. */
  monitorSeconds?: number
}

const DEFAULT_RETRY_LIMIT = 4
const DEFAULT_RETRY_DELAY_SECONDS = 30
/** A round slower than this is counted as failed (and retried): none of ours needs more than a few seconds. */
const ROUND_EXPIRY_SECONDS = 15 * 60
const ERROR_LOG_EVERY_MS = 60_000

/**
 * pg-boss reports every failed call of its own (each worker's poll every few seconds while the database is away):
 * one line a minute says it, with how many were left unsaid, as the request path's outage watch does.
 */
function throttledErrorLog(log: FastifyBaseLogger) {
  let lastAt = 0
  let unsaid = 0
  return (err: unknown) => {
    const now = Date.now()
    if (now - lastAt < ERROR_LOG_EVERY_MS) {
      unsaid += 1
      return
    }
    log.error({ err: err instanceof Error ? err.message : String(err), unsaid }, 'job queue: a call to the database failed')
    lastAt = now
    unsaid = 0
  }
}

function workerFor(job: ScheduledJob, log: FastifyBaseLogger, retryLimit: number) {
  return async ([round]: PgBoss.JobWithMetadata[]) => {
    try {
      await job.run()
    } catch (err) {
      const tries = round?.retryCount ?? 0
      if (tries >= retryLimit) log.error({ err, job: job.name }, 'timed job failed after all its retries: waits for its next round')
      else log.warn({ err, job: job.name, tries }, 'timed job failed: retried after a delay')
      throw err
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Makes the job's queue, or brings an existing one to these options. Nodes starting together may both try to make
 * it: PostgreSQL then ends one of them as a deadlock (or a duplicate), which looks again and finds the queue made.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) return await boss.updateQueue(queue.name, queue)
      return await boss.createQueue(queue.name, queue)
    } catch (err) {
      const code = (err as { code?: string }).code
      if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw err
      await sleep(50 + Math.random() * 200 * attempt)
    }
  }
}

/**
 * pg-boss creates its schema with CREATE SCHEMA IF NOT EXISTS after taking an advisory lock, and waiting on that lock
 * does not refresh PostgreSQL's catalog cache: of two nodes starting together, the second can still miss the schema
 * the first just committed and fail on pg_namespace's unique index, and pg-boss gives up starting (two-nodes.test.ts,
 * about one start in five). Created here first, a node that loses that race only sees the duplicate, and pg-boss then
 * finds the schema there (its tables race safely: a second CREATE TABLE fails as "already exists", which it expects).
 */
async function createSchemaOnce(executeSql: SqlRunner): Promise<void> {
  try {
    await executeSql(`create schema if not exists ${JOB_SCHEMA}`)
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const jobs: ScheduledJob[] = []
  const monitor = options.monitorSeconds
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema: JOB_SCHEMA,
    ...(monitor ? { cronMonitorIntervalSeconds: monitor, cronWorkerIntervalSeconds: monitor, maintenanceIntervalSeconds: monitor } : {})
  })
  boss.on('error', throttledErrorLog(options.log))
  let started = false

  return {
    define(job) {
      if (started) throw new Error(`job ${job.name} defined after the queue started`)
      jobs.push(job)
    },
    async start() {
      await createSchemaOnce(options.executeSql)
      await boss.start()
      started = true
      for (const job of jobs) {
        const retryLimit = job.retryLimit ?? DEFAULT_RETRY_LIMIT
        // stately: at most one round waiting and one running, so rounds never pile up behind a slow or failing one.
        await ensureQueue(boss, {
          name: job.name, policy: 'stately', retryLimit, retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
          retryBackoff: true, expireInSeconds: ROUND_EXPIRY_SECONDS
        })
        await boss.work(job.name, { pollingIntervalSeconds: options.pollingSeconds ?? 10, includeMetadata: true }, workerFor(job, options.log, retryLimit))
        await boss.schedule(job.name, job.cron)
      }
    },
    async stop() {
      if (!started) return
      started = false
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 })
    },
    async runNow(name) {
      return (await boss.send(name, {})) !== null
    },
    get started() {
      return started
    }
  }
}
