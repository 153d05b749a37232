// GET /api/health. Registered from its definition but not through route(): it answers 503 (same envelope) when
// the database is down, so a load balancer's status-code check takes the node out of rotation, and route()
// only knows a 200 answer.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/system/endpoints'
import type { Health } from '@contract/system/shapes'
import { envelope, ok } from '../../http/envelope'
import type { SystemContext } from './context'
import { checkHealth } from './service'

const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().int()
}) satisfies z.ZodType<Health>

export function healthRoutes(app: FastifyInstance, { ping }: SystemContext) {
  const endpoint = api.getHealth
  const response = envelope(healthSchema)
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { summary: endpoint.summary, tags: ['system'], response: { 200: response, 503: response } },
    handler: async (_req, reply) => {
      const health = await checkHealth(ping)
      return reply.code(health.ok ? 200 : 503).send(ok(health))
    }
  })
}
