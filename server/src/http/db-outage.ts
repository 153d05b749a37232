// While the database is away (stopped, restarting, every pooled connection taken) each request fails the same way.
// Logging each failure with its SQL and stack filled the log with ~3.6 KB a request; instead the first failure logs
// one line, the others are only counted, and a probe every second logs one line again when the database is back.
// Requests themselves need no help to recover: the pool opens new connections as soon as the database answers.
import type { FastifyBaseLogger } from 'fastify'
import { shortCause } from '../db/errors'

export interface OutageWatch {
  /** A request could not reach the database: the first one of an outage logs it and starts the probe. */
  failed(err: unknown): void
  /** True from the first failure until the probe reaches the database again. */
  readonly down: boolean
  stop(): void
}

export function createOutageWatch(log: FastifyBaseLogger, ping: () => Promise<boolean>, probeMs = 1000): OutageWatch {
  let since: number | null = null
  let refused = 0
  let probe: NodeJS.Timeout | undefined

  async function check() {
    if (since === null || !(await ping())) return
    log.warn({ outageMs: Date.now() - since, refused }, 'database is back: serving again')
    since = null
    refused = 0
    clearInterval(probe)
    probe = undefined
  }

  return {
    failed(err) {
      refused += 1
      if (since !== null) return
      since = Date.now()
      log.error({ cause: shortCause(err) }, 'database unavailable: answering 503 until it is back')
      probe = setInterval(() => void check(), probeMs)
      probe.unref()
    },
    get down() {
      return since !== null
    },
    stop() {
      clearInterval(probe)
    }
  }
}
