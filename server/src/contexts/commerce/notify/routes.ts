// WeChat Pay's and Alipay's notify routes (payment README → Notify URLs). Public, and in their own plugin scope so that the
// body stays the raw string the signature covers (fastify's JSON parser would re-shape it). They answer WeChat's
// way, not with the app envelope: 204 when applied or already applied; 4xx {code: 'FAIL'} for a message that
// cannot be trusted or does not fit our records; 500 for our own failure, so WeChat retries later. This module sits
// above payment and refund, since WeChat Pay posts about both; neither imports it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PAYMENT_NOTIFY_PATH, REFUND_NOTIFY_PATH } from '../../../integrations/payment/config'
import { isPaymentVerificationError } from '../../../integrations/payment/errors'
import type { CommerceContext } from '../context'
import { PaymentMismatchError } from '../payment/apply-payment'
import { handleAlipayNotification, handlePaymentNotification } from '../payment/payment-state'
import { ALIPAY_NOTIFY_PATH } from '../../../integrations/alipay'
import { handleRefundNotification } from '../refund/apply-refund'

type Handler = (ctx: CommerceContext, headers: FastifyRequest['headers'], rawBody: string) => Promise<unknown>

function failure(err: unknown): [number, string] {
  if (isPaymentVerificationError(err)) return [err.reason === 'MALFORMED' ? 400 : 401, err.reason]
  if (err instanceof PaymentMismatchError) return [400, 'MISMATCH']
  return [500, 'INTERNAL']
}

async function answer(ctx: CommerceContext, handler: Handler, req: FastifyRequest, reply: FastifyReply) {
  try {
    await handler(ctx, req.headers, typeof req.body === 'string' ? req.body : '')
    return reply.code(204).send()
  } catch (err) {
    const [status, message] = failure(err)
    if (status >= 500 || err instanceof PaymentMismatchError) req.log.error({ err }, 'payment notification not applied')
    else req.log.warn({ reason: message, err: (err as Error).message }, 'payment notification refused')
    return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code: 'FAIL', message })
  }
}

/**
 * Alipay's way: the body text "success" (HTTP 200) once the notification is verified and handled (applied, applied
 * before, or nothing to apply); anything else makes Alipay send it again. Forgeries and mismatches get 400 "fail"
 * and change nothing; only our own failure is a 500.
 */
async function answerAlipay(ctx: CommerceContext, req: FastifyRequest, reply: FastifyReply) {
  try {
    await handleAlipayNotification(ctx, req.headers, typeof req.body === 'string' ? req.body : '')
    return reply.code(200).type('text/plain; charset=utf-8').send('success')
  } catch (err) {
    const [status, message] = failure(err)
    if (status >= 500 || err instanceof PaymentMismatchError) req.log.error({ err }, 'Alipay notification not applied')
    else req.log.warn({ reason: message, err: (err as Error).message }, 'Alipay notification refused')
    return reply.code(status >= 500 ? 500 : 400).type('text/plain; charset=utf-8').send('fail')
  }
}

export function notifyRoutes(ctx: CommerceContext) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))
    // Signed by WeChat and verified before anything changes; WeChat's servers must never be rate limited.
    const config = { rateLimit: false } as const
    app.post(PAYMENT_NOTIFY_PATH, { config }, (req, reply) => answer(ctx, handlePaymentNotification, req, reply))
    app.post(REFUND_NOTIFY_PATH, { config }, (req, reply) => answer(ctx, handleRefundNotification, req, reply))
    app.post(ALIPAY_NOTIFY_PATH, { config }, (req, reply) => answerAlipay(ctx, req, reply))
  }
}
