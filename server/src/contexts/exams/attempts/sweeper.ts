// The deadline sweep: hands in attempts whose time ran out while nobody was online (the candidate closed the app).
// Reads hand in the reader's own due attempts too, so a result is right even between two sweeps. Safe on several
// server processes: each attempt is handed in by one conditional UPDATE.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db'
import { finishDue } from './finish'
import type { FormalResultListener } from './formal-final'

export interface ExamSweeper {
  start(intervalMs: number): void
  /** Stops the timer and waits for a pass under way, so the database is never closed under it. */
  stop(): Promise<void>
  /** One pass; returns how many attempts it handed in. */
  tick(): Promise<number>
}

interface SweeperDeps {
  db: Db
  now: () => Date
  log: FastifyBaseLogger
  /** Hears of formal results made final by the sweep (certification's theory part); none by default. */
  onFormalResult?: FormalResultListener
}

export function createExamSweeper(deps: SweeperDeps): ExamSweeper {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null
  const tick = async () => {
    const finished = await finishDue(deps.db, deps.now(), undefined, deps.onFormalResult)
    if (finished > 0) deps.log.info({ finished }, 'exam attempts handed in at their deadline')
    return finished
  }
  return {
    tick,
    start(intervalMs) {
      timer = setInterval(() => {
        if (running) return
        running = tick().catch((err: unknown) => {
          deps.log.warn({ err }, 'exam deadline sweep failed')
          return 0
        }).finally(() => { running = null })
      }, intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    }
  }
}
