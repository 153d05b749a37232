// GET /api/admin/jobs and POST /api/admin/jobs/retry: the timed jobs' state for operators (a round that failed every
// try waits here with its error), and running one now, audited with the state it was in.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/system/admin-endpoints'
import { mayRunNow, type JobRun } from '@contract/system/shapes'
import { requireUser } from '../../../http/auth-guard'
import { userError } from '../../../http/errors'
import { route } from '../../../http/route'
import type { SystemContext } from '../context'
import { recordAudit } from '../audit/record'
import { findJobStatus, listJobStatus } from './job-status'

const instant = z.string().nullable()

const jobRunSchema = z.object({
  name: z.string(),
  schedule: z.string(),
  state: z.enum(['waiting', 'ok', 'retrying', 'failed']),
  failures: z.number().int(),
  lastError: z.string(),
  lastStartedAt: instant,
  lastSucceededAt: instant,
  lastFailedAt: instant,
  retryAt: instant
}) satisfies z.ZodType<JobRun>

const retryBody = z.strictObject({
  name: z.string('任务名称应为文字').trim().min(1, '请填写任务名称').max(60, '任务名称不能超过60个字').meta({ title: '任务名称' })
})

export function jobRoutes(app: FastifyInstance, ctx: SystemContext) {
  const tag = { tag: 'system' }
  route(app, api.listJobs, { response: z.array(jobRunSchema) }, () => listJobStatus(ctx.executeSql), tag)

  route(app, api.retryJob, { body: retryBody, response: jobRunSchema }, async (req) => {
    const actor = requireUser(req)
    const { name } = req.body
    const before = await findJobStatus(ctx.executeSql, name)
    if (!before) throw userError('NOT_FOUND', '定时任务不存在')
    // A job that is fine, or has not run yet, is answered as it is: its next round comes on schedule.
    if (!mayRunNow(before)) return before
    if (!ctx.jobQueue.started) throw userError('NOT_CONFIGURED', '此服务器未运行定时任务（JOB_QUEUE=false）')
    // false: a round is already waiting its turn, which is what the operator asked for.
    await ctx.jobQueue.runNow(name)
    await recordAudit(ctx.db, actor, {
      action: 'job.run', resource: 'job', resourceId: name,
      summary: `立即运行定时任务「${name}」（此前${before.state === 'failed' ? '已失败' : '重试中'}，失败${before.failures}次）`,
      before: { state: before.state, failures: before.failures, lastError: before.lastError },
      after: { queued: true },
      coded: { code: 'job.run', params: { job: name, failures: before.failures } }
    })
    return before
  }, tag)
}
