// POST /api/admin/exports: a CSV export written by the console leaves an audit row (who exported which list, how
// many rows, with which filters), since exported personal data leaves the system. The console writes the file
// from the list endpoints it may read anyway; the server checks the caller may open that list.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { EXPORT_AREAS, type ExportList } from '@contract/admin'
import { canUse } from '@contract/admin-access'
import * as api from '@contract/system/admin-endpoints'
import { forbidden } from '../../../http/errors'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { SystemContext } from '../context'
import { recordAudit } from './record'

const LISTS = Object.keys(EXPORT_AREAS) as [ExportList, ...ExportList[]]

const exportBody = z.strictObject({
  resource: z.enum(LISTS, '导出的列表无效').meta({ title: '导出的列表' }),
  rows: z.number('行数应为整数').int('行数应为整数').min(0, '行数不能为负').max(1_000_000, '行数过大').meta({ title: '行数' }),
  filters: z.record(z.string().max(40), z.string().max(200))  .refine((f) => Object.keys(f).length <= 20, '筛选条件过多').meta({ title: '筛选条件' })
})

const describeFilters = (filters: Record<string, string>) =>
  Object.entries(filters).map(([key, value]) => `${key}=${value}`).join('，') || '无'

export function exportRoute(app: FastifyInstance, ctx: SystemContext) {
  route(app, api.recordAdminExport, { body: exportBody, response: z.object({ recorded: z.literal(true) }) }, async (req) => {
    const actor = requireUser(req)
    const { resource, rows, filters } = req.body
    if (!canUse(actor.roles, EXPORT_AREAS[resource])) throw forbidden()
    await recordAudit(ctx.db, actor, {
      // One resource for every export (the audit filter finds them all); the list exported is the record's id.
      action: 'export.csv', resource: 'export', resourceId: resource,
      summary: `导出${resource}列表CSV，共${rows}行；筛选：${describeFilters(filters)}`,
      // The console names the list in the reader's language; filters stay `key=value` as the list's URL has them.
      coded: { code: 'export.csv', params: { list: resource, rows, filters: Object.entries(filters).map(([k, v]) => `${k}=${v}`).join(', ') } },
      after: { rows, filters }
    })
    return { recorded: true as const }
  }, { tag: 'system' })
}
