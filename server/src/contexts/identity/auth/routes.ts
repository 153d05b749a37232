// Sessions: current user, login by SMS code or password, password change, logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { changePasswordSchema, passwordLoginSchema, smsLoginSchema } from '@contract/account'
import { envelope, ok } from '../../../http/envelope'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { deviceOf, requireSession } from '../../../http/auth-guard'
import { loginByPassword, loginBySms } from './login-service'
import { changePassword } from './password-service'
import { currentUserResponseSchema, smsLoginResponseSchema } from './schemas'
import { refreshCurrentUser } from './service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, tokens: app.tokens, codes: app.smsCodes, now: app.now }

  app.get(
    '/api/current',
    {
      config: { auth: true },
      schema: { response: { 200: envelope(currentUserResponseSchema) } }
    },
    async (req) => ok(await refreshCurrentUser(app.tokens, requireSession(req), deviceOf(req)))
  )

  app.post(
    '/api/bindPhoneBySms',
    {
      config: { rateLimit: RATE_LIMITS.auth },
      schema: { body: smsLoginSchema, response: { 200: envelope(smsLoginResponseSchema) } }
    },
    async (req) => ok(await loginBySms(deps, req.body, deviceOf(req)))
  )

  app.post(
    '/api/bindPhoneByPswd',
    {
      config: { rateLimit: RATE_LIMITS.auth },
      schema: { body: passwordLoginSchema, response: { 200: envelope(currentUserResponseSchema) } }
    },
    async (req) => ok(await loginByPassword(deps, req.body, deviceOf(req)))
  )

  app.put(
    '/api/h5Pswd',
    {
      // The old-password mode is a password check too: the same limit as login keeps it from being a guessing oracle.
      config: { auth: true, rateLimit: RATE_LIMITS.auth },
      schema: { body: changePasswordSchema, response: { 200: envelope(currentUserResponseSchema) } }
    },
    async (req) => ok(await changePassword(deps, requireSession(req).user.id, req.body, deviceOf(req)))
  )

  app.post(
    '/api/logout',
    {
      config: { auth: true },
      schema: { response: { 200: envelope(z.null()) } }
    },
    async (req) => {
      await app.tokens.revokeToken(requireSession(req).tokenId)
      return ok(null)
    }
  )
}
