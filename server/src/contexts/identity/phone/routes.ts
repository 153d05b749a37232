// The account's phone number: POST /api/sms (public for login codes; the other scenes look at the session when
// there is one, 'optional') and PUT /api/ow-wechat-mini/phone (moving the account to a new number).
// This module sits above users, sms, auth and wechat and composes them; none of them imports it.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { changePhoneSchema, sendSmsSchema, type SendSmsResult } from '@contract/identity/schemas'
import * as api from '@contract/identity/endpoints'
import { deviceOf, requireUser } from '../../../http/auth-guard'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { route } from '../../../http/route'
import { currentUserResponseSchema } from '../auth/schemas'
import type { IdentityContext } from '../context'
import { changePhone } from './change-phone'
import { requestSmsCode } from './request-code'

const sendSmsResultSchema = z.object({ cooldownSeconds: z.number().int() }) satisfies z.ZodType<SendSmsResult>

export function phoneRoutes(app: FastifyInstance, { db, tokens, smsCodes }: IdentityContext) {
  route(app, api.sendSms, { body: sendSmsSchema, response: sendSmsResultSchema }, async (req) =>
    requestSmsCode({ db, codes: smsCodes }, { ...req.body, ip: req.ip }, req.user), { tag: 'identity', rateLimit: RATE_LIMITS.sms }
  )
  route(app, api.changePhone, { body: changePhoneSchema, response: currentUserResponseSchema }, async (req) =>
    changePhone({ db, tokens, codes: smsCodes }, requireUser(req), req.body, deviceOf(req)), { tag: 'identity', rateLimit: RATE_LIMITS.auth }
  )
}
