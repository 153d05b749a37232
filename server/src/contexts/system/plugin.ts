// The system context: what operators and load balancers ask of a node (GET /api/health), and the back office's
// audit log, which every other context writes to (recordAudit) and the console reads; the timed jobs' state for
// operators (jobs/), and with several nodes, the sweep of the rate limits' ended windows (nodes/).
import fp from 'fastify-plugin'
import { auditRoutes } from './audit/routes'
import type { SystemContext } from './context'
import { jobRoutes } from './jobs/job-routes'
import { sweepRateLimitHits } from './nodes/rate-limit-store'
import { healthRoutes } from './routes'

export const systemContext = fp<SystemContext>(
  async (app, ctx) => {
    healthRoutes(app, ctx)
    auditRoutes(app, ctx)
    jobRoutes(app, ctx)
    if (ctx.config.multiNode) {
      // Ended rate-limit windows are deleted every five minutes; a minute's windows pile up meanwhile.
      ctx.jobs.define({ name: 'rate-limit-sweep', cron: '*/5 * * * *', run: async () => void (await sweepRateLimitHits(ctx.db)) })
    }
  },
  { name: 'system' }
)
