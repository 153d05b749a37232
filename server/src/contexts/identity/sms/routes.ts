import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendSmsSchema, type SendSmsResult } from '@contract/account'
import { envelope, ok } from '../../../http/envelope'
import { RATE_LIMITS } from '../../../http/rate-limit'
import { requestSmsCode } from './request-code'

const sendSmsResultSchema = z.object({ cooldownSeconds: z.number().int() }) satisfies z.ZodType<SendSmsResult>

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sms',
    {
      config: { rateLimit: RATE_LIMITS.sms },
      schema: { body: sendSmsSchema, response: { 200: envelope(sendSmsResultSchema) } }
    },
    async (req) => {
      // Public for login codes; the other scenes look at the session when there is one.
      await app.identify(req)
      return ok(await requestSmsCode({ db: app.db, codes: app.smsCodes }, { ...req.body, ip: req.ip }, req.user))
    }
  )
}
