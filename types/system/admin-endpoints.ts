// The back office's audit log (read-only; every admin write adds a row in its own transaction) and the timed jobs' state.
import { adminAccess, OPERATOR_ROLES } from '../admin-access'
import type { AdminExportInput, AuditEntry, AuditListQuery } from '../admin'
import type { Paged } from '../envelope'
import type { JobRetryInput, JobRun } from './shapes'
import { define } from '../define'

export const listAuditLog = define<{ query: AuditListQuery; response: Paged<AuditEntry> }>()({
  method: 'GET', path: '/api/admin/audit', access: adminAccess('audit'), summary: 'Audit log of console writes, newest first'
})
export const getAuditEntry = define<{ response: AuditEntry }>()({
  method: 'GET', path: '/api/admin/audit/:id', access: adminAccess('audit'), summary: 'One audit log entry'
})
export const recordAdminExport = define<{ body: AdminExportInput; response: { recorded: true } }>()({
  method: 'POST', path: '/api/admin/exports', access: { roles: OPERATOR_ROLES },
  summary: 'Record a CSV export of a console list in the audit log (the caller must be able to open that list)'
})
export const listJobs = define<{ response: JobRun[] }>()({
  method: 'GET', path: '/api/admin/jobs', access: adminAccess('jobs'), summary: 'Timed background jobs: schedule, how the last round went, last error'
})
export const retryJob = define<{ body: JobRetryInput; response: JobRun }>()({
  method: 'POST', path: '/api/admin/jobs/retry', access: adminAccess('jobs'),
  summary: 'Run a failed or retrying job now, a new round with its own retries (audited)'
})
