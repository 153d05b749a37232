import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Health } from '@contract/health'
import { envelope, ok } from '../../http/envelope'
import { checkHealth } from './service'

const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().int()
}) satisfies z.ZodType<Health>

export function healthRoutes(ping: () => Promise<boolean>): FastifyPluginAsyncZod {
  return async (app) => {
    const response = envelope(healthSchema)
    // 503 when the database is down, so a load balancer's status-code check takes the node out of rotation.
    app.get('/api/health', { schema: { response: { 200: response, 503: response } } }, async (_req, reply) => {
      const health = await checkHealth(ping)
      return reply.code(health.ok ? 200 : 503).send(ok(health))
    })
  }
}
