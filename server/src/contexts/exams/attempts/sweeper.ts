// The deadline sweep: hands in attempts whose time ran out while nobody was online (the candidate closed the app).
// Reads hand in the reader's own due attempts too, so a result is right even between two sweeps. Safe on several
// server processes: each attempt is handed in by one conditional UPDATE.
import type { FastifyBaseLogger } from 'fastify'
import type { ScheduledJob } from '../../base'
import type { Db } from '../../../db'
import { finishDue } from './finish'
import type { FormalResultListener } from './formal-final'

export interface ExamSweeper {
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
  return {
    async tick() {
      const finished = await finishDue(deps.db, deps.now(), undefined, deps.onFormalResult)
      if (finished > 0) deps.log.info({ finished }, 'exam attempts handed in at their deadline')
      return finished
    }
  }
}

/** Every minute, so a result is final within about a minute of the deadline; reads finish their own attempts anyway. */
export function examSweepJob(deps: SweeperDeps): ScheduledJob {
  const sweeper = createExamSweeper(deps)
  return { name: 'exam-sweep', cron: '* * * * *', run: async () => void (await sweeper.tick()) }
}
