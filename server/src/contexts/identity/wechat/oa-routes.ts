// /api/wechat/oa/openid: the WeChat browser's JSAPI payer identity (oa-service.ts).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { wechatOaCodeSchema, type WechatOaStatus } from '@contract/commerce/schemas'
import * as api from '@contract/identity/endpoints'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
import { linkOaOpenid, oaStatus } from './oa-service'

const oaStatusResponse = z.object({ appId: z.string().nullable(), linked: z.boolean() }) satisfies z.ZodType<WechatOaStatus>

export function wechatOaRoutes(app: FastifyInstance, { db, wechatOa, payment }: IdentityContext) {
  const deps = { db, oa: wechatOa, provider: payment }

  route(app, api.getWechatOaStatus, { response: oaStatusResponse }, async (req) =>
    oaStatus({ ...deps, log: req.log }, requireUser(req).id), { tag: 'identity' }
  )
  route(app, api.linkWechatOa, { body: wechatOaCodeSchema, response: oaStatusResponse }, async (req) =>
    linkOaOpenid({ ...deps, log: req.log }, requireUser(req).id, req.body), { tag: 'identity', rateLimit: RATE_LIMITS.auth }
  )
}
