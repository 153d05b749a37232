// The system context: what operators and load balancers ask of a node (GET /api/health), and the back office's
// audit log, which every other context writes to (recordAudit) and the console reads; with several nodes, the sweep
// of the rate limits' ended windows and the timed jobs' state for operators (nodes/).
import fp from 'fastify-plugin'
import { auditRoutes } from './audit/routes'
import type { SystemContext } from './context'
import { sweepRateLimitHits } from './nodes/rate-limit-store'
import { jobRoutes } from './nodes/job-routes'
import { installTimedJob } from './nodes/timed-job'
import { healthRoutes } from './routes'

/** Ended rate-limit windows are deleted this often (one node does it); a minute's windows pile up meanwhile. */
const RATE_LIMIT_SWEEP_MS = 5 * 60_000

export const systemContext = fp<SystemContext>(
  async (app, ctx) => {
    healthRoutes(app, ctx)
    auditRoutes(app, ctx)
    jobRoutes(app, ctx)
    if (ctx.config.multiNode) {
      installTimedJob(app, ctx, { name: 'rate-limit-sweep', periodMs: RATE_LIMIT_SWEEP_MS, run: async () => void (await sweepRateLimitHits(ctx.db)) })
    }
  },
  { name: 'system' }
)
