// /api/points*: the signed-in user's points balance and ledger (pages/mine/integral).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { PointsEntry, PointsSummary } from '@contract/commerce'
import { POINTS_REASONS } from '@contract/commerce-constants'
import { envelope, ok } from '../../../http/envelope'
import { pageQuerySchema, pagedSchema } from '../../../http/query'
import { requireUser } from '../../identity/auth/guard'
import * as service from './service'

const summaryResponse = z.object({
  balance: z.number().int(),
  totalEarned: z.number().int(),
  totalRedeemed: z.number().int()
}) satisfies z.ZodType<PointsSummary>

const entryResponse = z.object({
  id: z.number().int(),
  change: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  note: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string()
}) satisfies z.ZodType<PointsEntry>

export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: true } as const

  app.get('/api/points', { config: auth, schema: { response: { 200: envelope(summaryResponse) } } }, async (req) =>
    ok(await service.getSummary(app.db, requireUser(req).id))
  )

  app.get(
    '/api/points/log',
    { config: auth, schema: { querystring: pageQuerySchema, response: { 200: envelope(pagedSchema(entryResponse)) } } },
    async (req) => ok(await service.listLedger(app.db, requireUser(req).id, req.query))
  )
}
