// /api/points*: the signed-in user's points balance and ledger (pages/mine/integral).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { PointsEntry, PointsSummary } from '@contract/catalog/schemas'
import { POINTS_ENTRY_KINDS, POINTS_REASONS } from '@contract/catalog/constants'
import * as api from '@contract/catalog/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import * as service from './service'

export const summaryResponse = z.object({
  balance: z.number().int(),
  totalEarned: z.number().int(),
  totalRedeemed: z.number().int()
}) satisfies z.ZodType<PointsSummary>

export const entryResponse = z.object({
  id: z.number().int(),
  change: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  kind: z.enum(POINTS_ENTRY_KINDS),
  note: z.string(),
  orderNo: z.string().nullable(),
  createdAt: z.string()
}) satisfies z.ZodType<PointsEntry>

export function pointsRoutes(app: FastifyInstance, { db }: CatalogContext) {
  const tag = { tag: 'catalog' }
  route(app, api.getPointsSummary, { response: summaryResponse }, async (req) => service.getSummary(db, requireUser(req).id), tag)
  route(app, api.listPointsLog, { query: pageQuerySchema, response: pagedSchema(entryResponse) }, async (req) =>
    service.listLedger(db, requireUser(req).id, req.query), tag
  )
}
