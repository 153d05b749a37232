// PUT /api/language: the app tells the server the language the user switched to in settings.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { languageSchema } from '@contract/identity/schemas'
import * as api from '@contract/identity/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
import { saveLanguage } from './repo'

export function languageRoutes(app: FastifyInstance, { db }: IdentityContext) {
  route(app, api.saveLanguage, { body: languageSchema, response: z.null() }, async (req) => {
    await saveLanguage(db, requireUser(req).id, req.body.language)
    return null
  }, { tag: 'identity' })
}
