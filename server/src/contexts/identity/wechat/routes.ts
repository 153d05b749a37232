// /api/ow-wechat-mini/*: WeChat quick login and unlinking WeChat. Moving the account to a new phone (also under
// /api/ow-wechat-mini) is the phone module's: phone/routes.ts.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { wechatBindPhoneSchema, wechatFreePhoneSchema } from '@contract/identity/schemas'
import * as api from '@contract/identity/endpoints'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { deviceOf, requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import { currentUserResponseSchema } from '../auth/schemas'
import type { IdentityContext } from '../context'
import { rememberSignInLanguage } from '../language/repo'
import { loginByWechat, unbindWechat } from './service'

export function wechatRoutes(app: FastifyInstance, { db, tokens, smsCodes, wechatMini, log }: IdentityContext) {
  const deps = { db, tokens, codes: smsCodes, wechat: wechatMini, log }
  const extras = { tag: 'identity', rateLimit: RATE_LIMITS.auth }

  route(app, api.loginByWechatPhone, { body: wechatBindPhoneSchema, response: currentUserResponseSchema }, async (req) => {
    const signedIn = await loginByWechat({ ...deps, log: req.log }, req.body, deviceOf(req))
    await rememberSignInLanguage(db, req, signedIn.user.id)
    return signedIn
  }, extras)
  route(app, api.unbindWechat, { body: wechatFreePhoneSchema, response: z.null() }, async (req) =>
    unbindWechat(deps, requireUser(req), req.body), extras
  )
}
