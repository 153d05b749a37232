// /api/ow-wechat-mini/*: WeChat quick login, unlinking WeChat, and moving the account to a new phone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { changePhoneSchema, wechatBindPhoneSchema, wechatFreePhoneSchema } from '@contract/account'
import { envelope, ok } from '../../../http/envelope'
import { RATE_LIMITS } from '../../../http/rate-limit'
import type { WechatMiniClient } from '../../../integrations/wechat/types'
import { deviceOf, requireUser } from '../../../http/auth-guard'
import { currentUserResponseSchema } from '../auth/schemas'
import { changePhone } from '../users/change-phone'
import { loginByWechat, unbindWechat } from './service'

export function wechatRoutes(wechat: WechatMiniClient | null): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: app.db, tokens: app.tokens, codes: app.smsCodes, wechat, log: app.log }

    app.post(
      '/api/ow-wechat-mini/bindPhone',
      {
        config: { rateLimit: RATE_LIMITS.auth },
        schema: { body: wechatBindPhoneSchema, response: { 200: envelope(currentUserResponseSchema) } }
      },
      async (req) => ok(await loginByWechat({ ...deps, log: req.log }, req.body, deviceOf(req)))
    )

    app.post(
      '/api/ow-wechat-mini/freePhone',
      {
        config: { auth: true, rateLimit: RATE_LIMITS.auth },
        schema: { body: wechatFreePhoneSchema, response: { 200: envelope(z.null()) } }
      },
      async (req) => ok(await unbindWechat(deps, requireUser(req), req.body))
    )

    app.put(
      '/api/ow-wechat-mini/phone',
      {
        config: { auth: true, rateLimit: RATE_LIMITS.auth },
        schema: { body: changePhoneSchema, response: { 200: envelope(currentUserResponseSchema) } }
      },
      async (req) => ok(await changePhone(deps, requireUser(req), req.body, deviceOf(req)))
    )
  }
}
