// The one place errors become envelopes (api-conventions.md): the user-fixable ones as HTTP 200 status 0 with a
// readable message, auth as 401/403, unknown routes 404, limits 413/415/429, the database away 503 (logged once
// per outage, db-outage.ts), and everything else a 500 whose real cause goes only to the log.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorCode } from '@contract/envelope'
import { isDatabaseUnavailable } from '../db/errors'
import { createOutageWatch } from './db-outage'
import { isAppError } from './errors'
import { inLanguage, type RawIssue, replyLanguage } from './errors-language'
import { type FieldIssue, type ValidationIssue, validationFields, validationMessage } from './validation-message'

export const INTERNAL_MESSAGE = '服务器出了一些问题'
export const NOT_FOUND_MESSAGE = '请求的接口不存在'
export const UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后再试（数据库连接中断，恢复后即可继续）'
/** Seconds a client is told to wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5

interface Failure {
  http: number
  code: ErrorCode
  message: string
  /** VALIDATION: each field's problem, for forms that show errors beside their fields. */
  fields?: FieldIssue[]
  /** The schema's raw issue of each field, for wording the field's reason in another language. */
  issues?: Map<string, RawIssue>
}

/** Framework errors that carry a 4xx status: the request itself is wrong (a client bug, not the user's). */
const CLIENT_ERRORS: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', '请求格式有误'],
  404: ['NOT_FOUND', NOT_FOUND_MESSAGE],
  413: ['PAYLOAD_TOO_LARGE', '提交的内容太大'],
  415: ['UNSUPPORTED_MEDIA_TYPE', '不支持的请求内容类型'],
  429: ['RATE_LIMITED', '操作太频繁，请稍后再试']
}

function classify(err: FastifyError, req: FastifyRequest): Failure {
  if (isAppError(err)) {
    const fields = err.field ? [{ field: err.field, message: err.message }] : undefined
    return { http: err.httpStatus, code: err.code, message: err.message, fields }
  }
  if (err.validation) {
    const schema = req.routeOptions.schema?.[err.validationContext as 'body']
    const issues = err.validation as ValidationIssue[]
    const raw = new Map(issues.map((issue) => [issue.instancePath.split('/').filter(Boolean).join('.'), issue] as const).reverse())
    return { http: 200, code: 'VALIDATION', message: validationMessage(issues, schema), fields: validationFields(issues, schema), issues: raw }
  }
  if (isDatabaseUnavailable(err)) return { http: 503, code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE }
  const status = err.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const [code, message] = CLIENT_ERRORS[status] ?? ['BAD_REQUEST', '请求有误']
    return { http: status, code, message }
  }
  return { http: 500, code: 'INTERNAL', message: INTERNAL_MESSAGE }
}

export function sendFailure(reply: FastifyReply, failure: Failure) {
  const { message, code, fields } = inLanguage(failure, replyLanguage(reply.request), failure.issues)
  // The route's serializer describes its success body; failures bypass it.
  return reply
    .code(failure.http)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ status: 0, message, code, data: null, ...(fields ? { fields } : {}) })
}

/** `ping` is the database's: the outage watch probes it to log when the database is back. */
export function installErrorHandling(app: FastifyInstance, ping: () => Promise<boolean>) {
  const outage = createOutageWatch(app.log, ping)
  app.addHook('onClose', async () => outage.stop())
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const failure = classify(err, req)
    if (failure.code === 'DATABASE_UNAVAILABLE') {
      outage.failed(err)
      reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    } else if (failure.http >= 500) req.log.error({ err }, 'request failed')
    else req.log.info({ code: failure.code, reason: err.message }, 'request refused')
    return sendFailure(reply, failure)
  })
}

/** 404 for an unknown /api route (the H5 fallback in static-site.ts handles page paths first). */
export function sendNotFound(reply: FastifyReply) {
  return sendFailure(reply, { http: 404, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE })
}
