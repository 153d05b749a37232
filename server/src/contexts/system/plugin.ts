// The system context: what operators and load balancers ask of a node (GET /api/health).
import fp from 'fastify-plugin'
import { healthRoutes } from './routes'

export const systemContext = fp<{ ping: () => Promise<boolean> }>(
  async (app, { ping }) => {
    await app.register(healthRoutes(ping))
  },
  { name: 'system' }
)
