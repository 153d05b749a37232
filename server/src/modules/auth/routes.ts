import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelope, ok } from '../../http/envelope'
import { requireSession } from './guard'
import { currentUserResponseSchema } from './schemas'
import { refreshCurrentUser } from './service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/current',
    {
      config: { auth: true },
      schema: { response: { 200: envelope(currentUserResponseSchema) } }
    },
    async (req) => ok(await refreshCurrentUser(app.tokens, requireSession(req), req.headers['user-agent'] ?? ''))
  )
}
