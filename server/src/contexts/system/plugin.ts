// The system context: what operators and load balancers ask of a node (GET /api/health), and the back office's
// audit log, which every other context writes to (recordAudit) and the console reads.
import fp from 'fastify-plugin'
import { auditRoutes } from './audit/routes'
import type { SystemContext } from './context'
import { healthRoutes } from './routes'

export const systemContext = fp<SystemContext>(
  async (app, ctx) => {
    healthRoutes(app, ctx)
    auditRoutes(app, ctx)
  },
  { name: 'system' }
)
