// GET /api/admin/dashboard: the console's first screen (admin, finance).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Dashboard } from '@contract/commerce/dashboard-admin-shapes'
import * as api from '@contract/commerce/dashboard-admin-endpoints'
import { route } from '../../../http/route'
import type { CommerceContext } from '../context'
import { getDashboard } from './service'

const figures = z.object({
  orders: z.number().int(),
  paidOrders: z.number().int(),
  revenueFen: z.number().int(),
  refundCount: z.number().int(),
  refundFen: z.number().int(),
  newUsers: z.number().int()
})

const dashboardResponse = z.object({
  today: figures,
  month: figures,
  daily: z.array(figures.extend({ date: z.string() }))
}) satisfies z.ZodType<Dashboard>

export function dashboardRoutes(app: FastifyInstance, ctx: CommerceContext) {
  route(app, api.getAdminDashboard, { response: dashboardResponse }, async () => getDashboard(ctx.db, ctx.now()), { tag: 'commerce' })
}
