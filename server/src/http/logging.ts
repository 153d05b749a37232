// Structured (pino JSON) logs with a request id on every line, and credentials never written out. At a terminal
// (stdout is a TTY, e.g. npm start) the same lines are shown short and readable (log-pretty.ts); the JSON contract,
// such as the `"msg":"SMS code"` line, holds wherever stdout is not a terminal.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { prettyLogStream } from './log-pretty'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Keeps an incoming x-request-id (set by a load balancer or the client) so one id follows a request across
 * systems, but only when it is a UUID: anything else could be used to forge or flood log lines.
 */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && UUID.test(incoming) ? incoming.toLowerCase() : randomUUID()
}

export const REDACTED_PATHS = [
  'req.headers["x-auth-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-auth-token"]',
  'headers.authorization',
  'headers.cookie'
]

/** `stream` (tests) gets JSON lines; without one, stdout gets them, made readable when it is a terminal. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const destination = stream ?? (process.stdout.isTTY ? prettyLogStream(process.stdout) : undefined)
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(destination ? { stream: destination } : {})
  }
}

/** Echoes the request id so a user's bug report can be matched to the server log. */
export function installRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id)
    done()
  })
}
