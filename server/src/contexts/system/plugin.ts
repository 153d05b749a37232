// The system context: what operators and load balancers ask of a node (GET /api/health).
import fp from 'fastify-plugin'
import type { SystemContext } from './context'
import { healthRoutes } from './routes'

export const systemContext = fp<SystemContext>(
  async (app, ctx) => {
    healthRoutes(app, ctx)
  },
  { name: 'system' }
)
