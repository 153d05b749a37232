export interface Health {
  ok: boolean
  db: 'up' | 'down'
  version: string
  uptimeSeconds: number
}

/** A timed background job as operators see it (GET /api/admin/jobs). Times are ISO instants or null. */
export interface JobRun {
  name: string
  /** When it runs, as cron in UTC ('' for a queue without a schedule). */
  schedule: string
  /**
   * How its latest round that got anywhere ended. waiting: none has yet; retrying: it failed and is tried again at
   * retryAt; failed: it failed every try, and the next scheduled round still comes.
   */
  state: 'waiting' | 'ok' | 'retrying' | 'failed'
  /** Failed tries of that round. */
  failures: number
  lastError: string
  lastStartedAt: string | null
  lastSucceededAt: string | null
  lastFailedAt: string | null
  retryAt: string | null
}

/** Operators may run a job now only after its last round failed (retrying or failed); a fine job waits its turn. */
export function mayRunNow(job: Pick<JobRun, 'state'>): boolean {
  return job.state === 'failed' || job.state === 'retrying'
}

export interface JobRetryInput {
  name: string
}
