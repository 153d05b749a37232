// A route whose answer streams: NDJSON, one event a line, written as the events happen (the AI assistant's
// answer). Registered from its definition in types/<ctx>/endpoints like route(): the same auth guard, validation and
// docs. What the handler throws BEFORE it returns its writer is answered as the usual envelope (401, a limit, a
// bad body); once the stream has started, the writer reports its own outcome as an event. When the client goes
// away (the learner pressed stop, or closed the page), the writer's signal aborts.
import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { BodyOf, Endpoint, ResponseOf } from '@contract/define'
import { guardConfig, type RouteExtras, type RouteRequest } from './route'

export interface EventSink<T> {
  write(event: T): void
  /** Aborted when the client closes the connection before the stream ended. */
  readonly signal: AbortSignal
}

export type StreamWriter<T> = (sink: EventSink<T>) => Promise<void>

export const NDJSON_TYPE = 'application/x-ndjson; charset=utf-8'

export function streamRoute<E extends Endpoint, B extends z.ZodType<BodyOf<E>>>(
  app: FastifyInstance,
  endpoint: E,
  schemas: { body: B },
  prepare: (req: RouteRequest<{ body: B }>) => Promise<StreamWriter<ResponseOf<E>>>,
  extras: RouteExtras = {}
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...guardConfig(endpoint.access), ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
    schema: {
      summary: endpoint.summary,
      ...(extras.tag ? { tags: [extras.tag] } : {}),
      security: [{ token: [] }],
      body: schemas.body
    },
    handler: async (req, reply) => {
      const writer = await prepare(req as unknown as RouteRequest<{ body: B }>)
      const stream = new PassThrough()
      const aborter = new AbortController()
      // 'close' also follows a normal end; only a response not yet finished means the client left.
      reply.raw.on('close', () => { if (!reply.raw.writableFinished) aborter.abort() })
      const sink: EventSink<ResponseOf<E>> = {
        write: (event) => { if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`) },
        signal: aborter.signal
      }
      void writer(sink)
        .catch((err: unknown) => req.log.error({ err }, 'stream writer failed'))
        .finally(() => stream.end())
      // no-store: every answer is the user's own; X-Accel-Buffering: a proxy (nginx) must pass lines on at once.
      return reply.header('content-type', NDJSON_TYPE).header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(stream)
    }
  })
}
