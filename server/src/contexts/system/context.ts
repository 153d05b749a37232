// The system context's dependencies: the app's base plus the database ping the health check asks, and the job
// queue operators look at and start a round of (its status is read from pg-boss's tables with plain SQL).
import type { SqlRunner } from '../../db'
import type { BaseContext } from '../base'
import type { JobQueue } from './jobs/job-queue'

export interface SystemContext extends BaseContext {
  /** true when the database answers. */
  ping: () => Promise<boolean>
  jobQueue: JobQueue
  executeSql: SqlRunner
}
