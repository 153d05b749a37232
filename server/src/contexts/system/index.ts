// Public entry of the system context.
export { systemContext } from './plugin'
export type { SystemContext } from './context'
export { APP_VERSION } from './service'
export { recordAudit, type AuditActor, type AuditRecord } from './audit/record'
export { auditEntriesOf } from './audit/repo'
export { claimJobRun, installTimedJob, NODE_NAME, runTimedJobRound, type TimedJob } from './nodes/timed-job'
export { MAX_FAILURES } from './nodes/job-runs'
export { databaseRateLimitStore, sweepRateLimitHits, type RateLimitStoreClass } from './nodes/rate-limit-store'
