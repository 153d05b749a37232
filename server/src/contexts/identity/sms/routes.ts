// POST /api/sms. Public for login codes; the other scenes look at the session when there is one ('optional').
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendSmsSchema, type SendSmsResult } from '@contract/account'
import * as api from '@contract/endpoints/identity'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { route } from '../../../http/route'
import type { IdentityContext } from '../context'
import { requestSmsCode } from './request-code'

const sendSmsResultSchema = z.object({ cooldownSeconds: z.number().int() }) satisfies z.ZodType<SendSmsResult>

export function smsRoutes(app: FastifyInstance, { db, smsCodes }: IdentityContext) {
  route(app, api.sendSms, { body: sendSmsSchema, response: sendSmsResultSchema }, async (req) =>
    requestSmsCode({ db, codes: smsCodes }, { ...req.body, ip: req.ip }, req.user), { tag: 'identity', rateLimit: RATE_LIMITS.sms }
  )
}
