// /api/admin/points*: the console's points area (admin, finance). One service call each.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { POINTS_ADJUST_MAX, type AdminPointsEntry } from '@contract/catalog/points-admin-shapes'
import { POINTS_REASONS } from '@contract/catalog/constants'
import * as api from '@contract/catalog/points-admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import * as service from './admin-service'
import { entryResponse, summaryResponse } from './routes'

const MAX_ID = 2_147_483_647
const userId = z.coerce.number('用户编号应为整数').int('用户编号应为整数').min(1, '用户编号无效').max(MAX_ID, '用户编号无效').meta({ title: '用户编号' })

const ledgerQuery = pageQuerySchema.extend({
  userId: userId.optional(),
  reason: z.enum(POINTS_REASONS, '变动类型无效').optional().meta({ title: '变动类型' })
})

const userParams = z.strictObject({ userId })

const adjustBody = z.strictObject({
  userId: z.number({ error: (issue) => (issue.input === undefined ? '请选择用户' : '用户编号应为整数') }).int('用户编号应为整数').min(1, '用户编号无效').max(MAX_ID, '用户编号无效').meta({ title: '用户编号' }),
  change: z.number('调整积分应为整数').int('调整积分应为整数')
    .min(-POINTS_ADJUST_MAX, `每次最多扣减${POINTS_ADJUST_MAX}积分`).max(POINTS_ADJUST_MAX, `每次最多增加${POINTS_ADJUST_MAX}积分`)
    .refine((n) => n !== 0, '调整积分不能为0').meta({ title: '调整积分' }),
  reason: z.string('请填写调整原因').trim().min(1, '请填写调整原因').max(100, '调整原因不能超过100个字').meta({ title: '调整原因' })
})

const adminEntryResponse = entryResponse.extend({
  userId: z.number().int(),
  userPhone: z.string(),
  userName: z.string()
}) satisfies z.ZodType<AdminPointsEntry>

export function adminPointsRoutes(app: FastifyInstance, ctx: CatalogContext) {
  const tag = { tag: 'catalog' }
  route(app, api.listAdminPointsLedger, { query: ledgerQuery, response: pagedSchema(adminEntryResponse) }, async (req) =>
    service.listLedger(ctx.db, req.query), tag
  )
  route(app, api.getAdminPointsSummary, { params: userParams, response: summaryResponse }, async (req) =>
    service.userSummary(ctx.db, req.params.userId), tag
  )
  route(app, api.adjustAdminPoints, { body: adjustBody, response: summaryResponse }, async (req) =>
    service.adjustPoints(ctx.db, requireUser(req), req.body), tag
  )
}
