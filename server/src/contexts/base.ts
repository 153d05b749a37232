// What every context gets from the app: one typed object built in app.ts and handed to the context's plugin,
// which hands it (extended with the context's own integrations) to its routes and services. No context reads
// decorations off the fastify instance.
import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../config'
import type { Db } from '../db'

export interface BaseContext {
  db: Db
  /** The server's clock: every rule with a time in it reads this (tests move it instead of sleeping). */
  now: () => Date
  log: FastifyBaseLogger
  config: AppConfig
  /** Timed background work: a context defines its jobs while it registers; they start when the app is ready. */
  jobs: JobScheduler
}

/** A kind of timed work, run once per scheduled minute by one of the API nodes (contexts/system/jobs). */
export interface ScheduledJob {
  /** The job's queue: one name per kind of work, the same on every node. */
  name: string
  /** When it runs, as cron in UTC (schedules go down to the minute). */
  cron: string
  /** One round of the work; throwing fails the round, which is retried. */
  run(): Promise<void>
  /** Tries after the first failure of a round; each waits about twice as long as the one before. */
  retryLimit?: number
  /** Seconds before the first retry. */
  retryDelaySeconds?: number
}

export interface JobScheduler {
  define(job: ScheduledJob): void
}
