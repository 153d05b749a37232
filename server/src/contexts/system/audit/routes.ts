// GET /api/admin/audit(/:id): the audit log for the console (role admin). Read-only: the one write is the record of
// a CSV export (export-route.ts), which any operator's export leaves.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AuditEntry } from '@contract/admin'
import * as api from '@contract/system/admin-endpoints'
import { userError } from '../../../http/errors'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { SystemContext } from '../context'
import { exportRoute } from './export-route'
import { findAudit, listAudit } from './repo'

const chinaDate = (title: string) => z.iso.date(`${title}格式应为YYYY-MM-DD`).meta({ title })

const auditListQuery = pageQuerySchema.extend({
  resource: z.string().trim().max(40).optional().meta({ title: '对象类型' }),
  resourceId: z.string().trim().max(40).optional().meta({ title: '对象编号' }),
  actorId: z.coerce.number('操作人编号应为整数').int().min(1).max(2_147_483_647).optional().meta({ title: '操作人' }),
  actor: z.string().trim().max(30, '操作人不能超过30个字').optional().meta({ title: '操作人' }),
  action: z.string().trim().max(60).optional().meta({ title: '操作' }),
  from: chinaDate('开始日期').optional(),
  to: chinaDate('结束日期').optional()
})

const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  actorPhone: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string(),
  summary: z.string(),
  summaryCode: z.string().nullable(),
  summaryParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string()
}) satisfies z.ZodType<AuditEntry>

export function auditRoutes(app: FastifyInstance, ctx: SystemContext) {
  const tag = { tag: 'system' }
  route(app, api.listAuditLog, { query: auditListQuery, response: pagedSchema(auditEntrySchema) }, async (req) => {
    const { page, size, ...filter } = req.query
    return listAudit(ctx.db, filter, { page, size })
  }, tag)

  route(app, api.getAuditEntry, { params: idParamsSchema('日志编号'), response: auditEntrySchema }, async (req) => {
    const entry = await findAudit(ctx.db, req.params.id)
    if (!entry) throw userError('NOT_FOUND', '日志不存在')
    return entry
  }, tag)

  exportRoute(app, ctx)
}
