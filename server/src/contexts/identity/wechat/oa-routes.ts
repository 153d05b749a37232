// /api/wechat/oa/openid: the WeChat browser's JSAPI payer identity (oa-service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { wechatOaCodeSchema } from '@contract/commerce'
import { envelope, ok } from '../../../http/envelope'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { requireUser } from '../../../http/auth-guard'
import { linkOaOpenid, oaStatus, type OaDeps } from './oa-service'

const oaStatusResponse = z.object({ appId: z.string().nullable(), linked: z.boolean() })

export function wechatOaRoutes(deps: Omit<OaDeps, 'log'>): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: envelope(oaStatusResponse) }

    app.get('/api/wechat/oa/openid', { config: { auth: true }, schema: { response } }, async (req) =>
      ok(await oaStatus({ ...deps, log: req.log }, requireUser(req).id))
    )

    app.post(
      '/api/wechat/oa/openid',
      { config: { auth: true, rateLimit: RATE_LIMITS.auth }, schema: { body: wechatOaCodeSchema, response } },
      async (req) => ok(await linkOaOpenid({ ...deps, log: req.log }, requireUser(req).id, req.body))
    )
  }
}
