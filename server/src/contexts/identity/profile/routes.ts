import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { profileSchema } from '@contract/account'
import { envelope, ok } from '../../../http/envelope'
import { requireUser } from '../../../http/auth-guard'
import { profileDetailSchema } from './schemas'
import { getProfile, saveProfile } from './service'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: envelope(profileDetailSchema) }

  app.get('/api/detail', { config: { auth: true }, schema: { response } }, async (req) =>
    ok(await getProfile(app.db, requireUser(req).id))
  )

  app.put('/api/detail', { config: { auth: true }, schema: { body: profileSchema, response } }, async (req) =>
    ok(await saveProfile(app.db, requireUser(req).id, req.body, app.now()))
  )
}
