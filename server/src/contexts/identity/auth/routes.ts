// Sessions: current user, login by SMS code or password, password change, logout.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { changePasswordSchema, passwordLoginSchema, smsLoginSchema } from '@contract/identity/schemas'
import * as api from '@contract/identity/endpoints'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { deviceOf, requireSession } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
import { rememberSignInLanguage } from '../language/repo'
import { loginByPassword, loginBySms } from './login-service'
import { changePassword } from './password-service'
import { currentUserResponseSchema, smsLoginResponseSchema } from './schemas'
import { refreshCurrentUser } from './service'

const tag = 'identity'

export function authRoutes(app: FastifyInstance, { db, tokens, smsCodes, now }: IdentityContext) {
  const deps = { db, tokens, codes: smsCodes, now }

  route(app, api.getCurrentUser, { response: currentUserResponseSchema }, async (req) =>
    refreshCurrentUser(tokens, requireSession(req), deviceOf(req)), { tag }
  )
  route(app, api.loginBySms, { body: smsLoginSchema, response: smsLoginResponseSchema }, async (req) => {
    const signedIn = await loginBySms(deps, req.body, deviceOf(req))
    await rememberSignInLanguage(db, req, signedIn.user.id)
    return signedIn
  }, { tag, rateLimit: RATE_LIMITS.auth })
  route(app, api.loginByPassword, { body: passwordLoginSchema, response: currentUserResponseSchema }, async (req) => {
    const signedIn = await loginByPassword(deps, req.body, deviceOf(req))
    await rememberSignInLanguage(db, req, signedIn.user.id)
    return signedIn
  }, { tag, rateLimit: RATE_LIMITS.auth })
  // The old-password mode is a password check too: the same limit as login keeps it from being a guessing oracle.
  route(app, api.changePassword, { body: changePasswordSchema, response: currentUserResponseSchema }, async (req) =>
    changePassword(deps, requireSession(req).user.id, req.body, deviceOf(req)), { tag, rateLimit: RATE_LIMITS.auth }
  )
  route(app, api.logout, { response: z.null() }, async (req) => {
    await tokens.revokeToken(requireSession(req).tokenId)
    return null
  }, { tag })
}
