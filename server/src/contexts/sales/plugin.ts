// The sales context as one fastify plugin: the salesperson's app endpoints and the back office's sales screens.
import fp from 'fastify-plugin'
import { salesAdminRoutes } from './admin/routes'
import { salesAppRoutes } from './app-routes/routes'
import type { SalesContext } from './context'

export const salesContext = fp<SalesContext>(
  async (app, ctx) => {
    salesAppRoutes(app, ctx)
    salesAdminRoutes(app, ctx)
  },
  { name: 'sales', dependencies: ['identity', 'catalog', 'commerce'] }
)
