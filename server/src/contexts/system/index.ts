// Public entry of the system context.
export { systemContext } from './plugin'
export type { SystemContext } from './context'
export { APP_VERSION } from './service'
export { recordAudit, type AuditActor, type AuditRecord } from './audit/record'
export { auditEntriesOf } from './audit/repo'
export { createJobQueue, JOB_SCHEMA, type JobQueue, type JobQueueOptions } from './jobs/job-queue'
export { databaseRateLimitStore, sweepRateLimitHits, type RateLimitStoreClass } from './nodes/rate-limit-store'
