// GET /api/admin/jobs and POST /api/admin/jobs/retry: the timed jobs' state for operators (a job that failed too
// often in a row is dead and waits here), and starting one again, audited with the state it was in.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/system/admin-endpoints'
import type { JobRun } from '@contract/system/shapes'
import { requireUser } from '../../../http/auth-guard'
import { userError } from '../../../http/errors'
import { route } from '../../../http/route'
import type { SystemContext } from '../context'
import { JOB_STATES } from '../tables'
import { recordAudit } from '../audit/record'
import { findJobRun, listJobRuns, reviveJobRun, type JobRunRow } from './job-runs'

const instant = z.string().nullable()

const jobRunSchema = z.object({
  name: z.string(),
  state: z.enum(JOB_STATES),
  failures: z.number().int(),
  lastError: z.string(),
  runs: z.number().int(),
  lastNode: z.string(),
  lastStartedAt: instant,
  lastSucceededAt: instant,
  lastFailedAt: instant,
  retryAt: instant
}) satisfies z.ZodType<JobRun>

const retryBody = z.strictObject({
  name: z.string('任务名称应为文字').trim().min(1, '请填写任务名称').max(60, '任务名称不能超过60个字').meta({ title: '任务名称' })
})

const iso = (value: Date | null) => value?.toISOString() ?? null

function toJobRun(row: JobRunRow): JobRun {
  return {
    name: row.name, state: row.state, failures: row.failures, lastError: row.lastError, runs: row.runs, lastNode: row.lastNode,
    lastStartedAt: iso(row.lastStartedAt), lastSucceededAt: iso(row.lastSucceededAt), lastFailedAt: iso(row.lastFailedAt),
    retryAt: iso(row.retryAt)
  }
}

export function jobRoutes(app: FastifyInstance, ctx: SystemContext) {
  const tag = { tag: 'system' }
  route(app, api.listJobs, { response: z.array(jobRunSchema) }, async () => (await listJobRuns(ctx.db)).map(toJobRun), tag)

  route(app, api.retryJob, { body: retryBody, response: jobRunSchema }, async (req) => {
    const actor = requireUser(req)
    const { name } = req.body
    const revived = await ctx.db.transaction(async (tx) => {
      const before = await findJobRun(tx, name)
      const row = await reviveJobRun(tx, name)
      if (before && row) {
        await recordAudit(tx, actor, {
          action: 'job.retry', resource: 'job', resourceId: name,
          summary: `重新启动定时任务「${name}」（此前${before.state === 'dead' ? '已停止' : '重试中'}，连续失败${before.failures}次）`,
          before: { state: before.state, failures: before.failures, lastError: before.lastError },
          after: { state: row.state, failures: row.failures },
          coded: { code: 'job.retry', params: { job: name, failures: before.failures } }
        })
      }
      return row ?? before
    })
    // Retrying a job that is fine changes nothing and says so by answering its row as it is.
    if (!revived) throw userError('NOT_FOUND', '定时任务不存在')
    return toJobRun(revived)
  }, tag)
}
