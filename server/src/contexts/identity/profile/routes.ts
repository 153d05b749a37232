// GET/PUT /api/detail: the signed-in user's profile.
import type { FastifyInstance } from 'fastify'
import { profileSchema } from '@contract/identity/schemas'
import * as api from '@contract/identity/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
import { profileDetailSchema } from './schemas'
import { getProfile, saveProfile } from './service'

export function profileRoutes(app: FastifyInstance, { db, cipher, now }: IdentityContext) {
  const deps = { db, cipher }
  route(app, api.getProfile, { response: profileDetailSchema }, async (req) =>
    getProfile(deps, requireUser(req).id), { tag: 'identity' }
  )
  route(app, api.saveProfile, { body: profileSchema, response: profileDetailSchema }, async (req) =>
    saveProfile(deps, requireUser(req).id, req.body, now()), { tag: 'identity' }
  )
}
