export interface Health {
  ok: boolean
  db: 'up' | 'down'
  version: string
  uptimeSeconds: number
}

/** A timed background job as operators see it (GET /api/admin/jobs). Times are ISO instants or null. */
export interface JobRun {
  name: string
  /** ok; retrying: the last round failed and the next waits until retryAt; dead: failed too often, waits for an operator. */
  state: 'ok' | 'retrying' | 'dead'
  /** Failed rounds in a row. */
  failures: number
  lastError: string
  runs: number
  lastNode: string
  lastStartedAt: string | null
  lastSucceededAt: string | null
  lastFailedAt: string | null
  retryAt: string | null
}

export interface JobRetryInput {
  name: string
}
