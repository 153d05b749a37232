// The settlement context as one fastify plugin: EP and education staff's pages and the back office's settlement.
import fp from 'fastify-plugin'
import { adminSettlementRoutes } from './admin/routes'
import type { SettlementContext } from './context'
import { staffRoutes } from './staff/routes'

export const settlementContext = fp<SettlementContext>(
  async (app, ctx) => {
    staffRoutes(app, ctx)
    adminSettlementRoutes(app, ctx)
  },
  { name: 'settlement', dependencies: ['identity', 'catalog', 'commerce', 'classroom'] }
)
